/** The services the site sells, by the id in their address: small enough for every page's frame (the footer lists them). */
export type ServiceId =
  | 'window-installation'
  | 'window-repair'
  | 'window-maintenance'
  | 'window-replacement'
  | 'glass-replacement'
  | 'weatherproofing';

export const serviceIds: readonly ServiceId[] = [
  'window-installation',
  'window-repair',
  'window-maintenance',
  'window-replacement',
  'glass-replacement',
  'weatherproofing',
];

export function isServiceId(id: string): id is ServiceId {
  return (serviceIds as readonly string[]).includes(id);
}
