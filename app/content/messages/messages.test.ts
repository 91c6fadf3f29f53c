import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/lib/messages.server';
import { translator } from '~/lib/messages';
import { en, type MessageKey } from './en';
import { es } from './es';

/** The values a message takes, by name, wherever they sit (inside plurals and selects too). */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  const names = new Set<string>();
  const walk = (nodes: MessageFormatElement[]) => {
    for (const node of nodes) {
      if (node.type === TYPE.literal || node.type === TYPE.pound) continue;
      names.add(node.value);
      if ('options' in node) for (const option of Object.values(node.options)) walk(option.value);
    }
  };
  walk(elements);
  return [...names].sort();
}

/** Words that are the same in both languages. */
const SAME_IN_BOTH: ReadonlySet<MessageKey> = new Set(['notFound.eyebrow', 'chat.quick.no', 'chat.quick.noMessage']);

describe('the message catalogues', () => {
  const keys = Object.keys(en) as MessageKey[];

  it('has valid ICU messages in both languages, each taking the same values in both', () => {
    const different = keys.filter((key) => argumentsOf(parse(es[key])).join() !== argumentsOf(parse(en[key])).join());
    expect(different).toEqual([]);
  });

  it('translates every message into Spanish (none is left in English)', () => {
    const untranslated = keys.filter((key) => !SAME_IN_BOTH.has(key) && es[key] === en[key]);
    expect(untranslated).toEqual([]);
  });

  it('formats a language’s parsed messages with their values', () => {
    const english = translator('en', messagesFor('en'));
    const spanish = translator('es', messagesFor('es'));
    expect(english('footer.rights', { year: '2026', appName: 'Gables Window Care' })).toBe('© 2026 Gables Window Care. All rights reserved.');
    expect(spanish('footer.rights', { year: '2026', appName: 'Gables Window Care' })).toBe('© 2026 Gables Window Care. Todos los derechos reservados.');
    expect(spanish('header.call', { phone: '(305) 555-0142' })).toBe('Llamar al (305) 555-0142');
  });

  it('sends a browser only its own language, already parsed, a message that is only text as its text', () => {
    const spanish = messagesFor('es');
    expect(Object.keys(spanish)).toEqual(keys);
    expect(JSON.stringify(spanish)).not.toContain(en['footer.tagline']);
    expect(spanish['nav.services']).toBe('Servicios');
    expect(spanish['header.call']).toEqual([
      { type: TYPE.literal, value: 'Llamar al ' },
      { type: TYPE.argument, value: 'phone' },
    ]);
  });
});
