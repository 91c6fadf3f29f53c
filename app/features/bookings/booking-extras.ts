import type { Locale } from '~/lib/locale';

/**
 * What a later feature adds to booking without bookings knowing it (texting consent,
 * docs/texting.md): the route passes it in. `check` names the problems of its own API fields
 * before anything is booked; `stored` is told once the visit is booked, with what was sent.
 */
export interface BookingExtras {
  check?: (read: (name: string) => unknown, language: Locale) => Record<string, string[]> | null;
  stored: (visit: { id: string; language: Locale; path: string; read: (name: string) => unknown }) => Promise<void>;
}
