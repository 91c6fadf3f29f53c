// The carriers' and the CTIA's keywords (docs/texting.md): a text that is only one of them, in any
// case and with any spaces or a trailing full stop, is the keyword; a sentence that contains one is not.

export type Keyword = 'stop' | 'start' | 'help';

const STOP = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START = new Set(['START', 'UNSTOP', 'YES']);
const HELP = new Set(['HELP', 'INFO']);

/** The keyword a text is, or null when it is a message for staff. */
export function keywordOf(body: string): Keyword | null {
  const word = body
    .normalize('NFKC')
    .replace(/[\s.!¡]+/gu, '')
    .toUpperCase();
  if (STOP.has(word)) return 'stop';
  if (START.has(word)) return 'start';
  if (HELP.has(word)) return 'help';
  return null;
}
