import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('greetingName', () => {
  it.each([
    ['Ana', 'Ana'],
    ['  Ana María Pérez ', 'Ana'],
    ['Zoë', 'Zoë'],
    ['李', '李'],
    ["O'Brien", "O'Brien"],
    ['Jean-Luc Picard', 'Jean-Luc'],
  ])('greets %j as %j', (name, expected) => expect(greetingName(name)).toBe(expected));

  it.each([
    'http://evil.example/claim',
    'evil.example',
    'www.evil.example win',
    'Visit:evil',
    'ana@example.com',
    '<b>Ana</b>',
    'Call5550100',
    '',
    'A'.repeat(31),
  ])('greets %j by no name', (name) => expect(greetingName(name)).toBeUndefined());
});
