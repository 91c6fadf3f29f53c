// How long a lead waited for staff to first act on it: shown on the lead, summed up on the
// dashboard, exported in the CSV. Wall-clock time: a lead that arrived at 11 PM and was called at
// 8 AM waited 9 hours, as the customer sees it.

/** Whole minutes from arrival to the first response, or null while it is unanswered. */
export function minutesToFirstResponse(lead: { createdAt: string; firstResponseAt: string | null }): number | null {
  if (!lead.firstResponseAt) return null;
  const minutes = (Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)) / 60_000;
  return Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : null;
}

/** '12 min', '2 h 5 min', '3 d 4 h': a wait in the largest two units that matter. */
export function formatWait(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return whole % 60 === 0 ? `${hours} h` : `${hours} h ${whole % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
