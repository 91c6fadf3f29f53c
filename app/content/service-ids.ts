/** The services the site sells, by the id in their address: small enough for every page's frame (the footer lists them). */
export const serviceIds = ['window-installation', 'window-repair', 'window-maintenance', 'window-replacement', 'glass-replacement', 'weatherproofing'] as const;

export type ServiceId = (typeof serviceIds)[number];

/** The services the home page previews, in both languages. */
export const homeServiceIds: readonly ServiceId[] = ['window-installation', 'window-repair', 'window-maintenance'];

export function isServiceId(id: string): id is ServiceId {
  return (serviceIds as readonly string[]).includes(id);
}
