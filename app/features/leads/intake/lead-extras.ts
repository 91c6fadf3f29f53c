import type { Locale } from '~/lib/locale';
import type { FormLeadKind } from '../lead-kinds';

/**
 * What a later feature adds to the lead forms and APIs without leads knowing it (texting consent,
 * docs/texting.md): the route passes it in. `check` names the problems of its own fields before
 * anything is stored (the APIs' 400); `stored` is told once the lead is stored, with what was sent.
 */
export interface LeadExtras {
  check?: (read: (name: string) => unknown, language: Locale) => Record<string, string[]> | null;
  stored: (lead: { kind: FormLeadKind; id: string; language: Locale; path: string; read: (name: string) => unknown }) => Promise<void>;
}
