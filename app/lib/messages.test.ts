import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { type CompiledMessages, translator } from './messages';

const sources = {
  plain: 'Get a Quote',
  greeting: 'Hola, {name}. Su número es {number}.',
  windows: '{count, plural, one {# ventana} other {# ventanas}}',
  kind: '{kind, select, call {Le llamamos} other {Le escribimos}} pronto',
  quoted: "Text with '{braces}' kept",
};
const compiled = {
  ...Object.fromEntries(Object.entries(sources).map(([key, text]) => [key, parse(text)])),
  // A message that is only text comes as its text (app/lib/messages.server.ts).
  asText: 'Solo texto',
} as unknown as CompiledMessages;
const t = translator('es', compiled) as unknown as (key: keyof typeof sources | 'asText', values?: Record<string, string | number | Date>) => string;

describe('translator', () => {
  it('writes each message as IntlMessageFormat does, plain ones included', () => {
    const cases: [keyof typeof sources, Record<string, string | number>?][] = [
      ['plain'],
      ['greeting', { name: 'Ana', number: 305 }],
      ['windows', { count: 1 }],
      ['windows', { count: 1200 }],
      ['kind', { kind: 'call' }],
      ['kind', { kind: 'email' }],
      ['quoted'],
    ];
    for (const [key, values] of cases) {
      expect(t(key, values)).toBe(String(new IntlMessageFormat(sources[key], 'es').format(values)));
    }
    expect(t('greeting', { name: 'Ana', number: 305 })).toBe('Hola, Ana. Su número es 305.');
    expect(t('windows', { count: 1 })).toBe('1 ventana');
    expect(t('asText')).toBe('Solo texto');
  });

  it('names a value the message needs and was not given', () => {
    expect(() => t('greeting', { name: 'Ana' })).toThrow(/number/);
  });

  it('is one translator per catalogue', () => {
    expect(translator('es', compiled)).toBe(translator('es', compiled));
  });
});
