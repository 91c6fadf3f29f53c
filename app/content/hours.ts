/**
 * The zone every date and time of the business is shown in. The opening hours, closures and the
 * zone the office keeps them in are data (app/features/calendar); this is how pages, emails and
 * exports format a moment.
 */
export const businessTimeZone = 'America/New_York';
