import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, jobPatchSchema } from './job-forms';

describe('the jobs API field errors', () => {
  it('names a posted key called "constructor", "toString" or "__proto__" like any other unknown field, instead of failing', () => {
    const parsed = jobPatchSchema.safeParse(JSON.parse('{"constructor": 1, "toString": "x", "__proto__": {"a": 1}}'));
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsOf(parsed.error!);
    expect(errors.constructor).toEqual(['constructor is not a field here.']);
    expect(errors.toString).toEqual(['toString is not a field here.']);
    expect(Object.getOwnPropertyNames(errors)).toEqual(expect.arrayContaining(['constructor', 'toString', '__proto__']));
  });
});
