import { describe, expect, it } from 'vitest';
import { keywordOf } from './keywords';

describe('keywordOf', () => {
  it('reads every opt-out keyword in any case and with spaces around it', () => {
    for (const text of ['STOP', 'stop', ' Stop ', 'StopAll', 'unsubscribe', 'CANCEL', 'end', 'Quit', 'stop.', '\tSTOP\n', 'S T O P'])
      expect(keywordOf(text), text).toBe('stop');
  });

  it('reads the way back in and the request for help', () => {
    for (const text of ['START', 'start', ' Unstop ', 'yes']) expect(keywordOf(text), text).toBe('start');
    for (const text of ['HELP', 'help ', 'Help!', 'info']) expect(keywordOf(text), text).toBe('help');
  });

  it('leaves a message that only mentions a keyword for staff', () => {
    for (const text of ['Please stop by on Monday', 'Can you help with a cracked window?', 'stop it please', '', 'STOPPED'])
      expect(keywordOf(text), text).toBeNull();
  });
});
