import { crewPage as englishPage, type CrewPageWords } from '~/content/crew';
import { crewPage as spanishPage } from '~/content/es/crew';
import type { Locale } from '~/lib/locale';

// What the crew's phone page (/crew) and its server share: the words, the forms' intents and the page's data.

export const crewWords: Readonly<Record<Locale, CrewPageWords>> = { en: englishPage, es: spanishPage };

export const CREW_INTENTS = { onMyWay: 'on-my-way', photos: 'photos', done: 'done' } as const;

export interface CrewVisitView {
  id: string;
  time: string;
  customerName: string;
  service: string;
  street: string | null;
  location: string | null;
  mapUrl: string | null;
  phone: string | null;
  telUrl: string | null;
  crew: string;
  notes: string[];
  checklist: string[];
  onMyWayAt: string | null;
  doneAt: string | null;
  doneByName: string | null;
  photos: string[];
}

export interface CrewDayView {
  label: string;
  visits: CrewVisitView[];
}

export interface CrewActionData {
  ok: boolean;
  visitId: string | null;
  intent: string;
  message: string;
  fieldErrors?: { customerName?: string; consent?: string; photos?: string };
  customerName?: string;
}
