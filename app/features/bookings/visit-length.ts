// How long an estimate visit takes, per service: measuring every window of a house for new or
// replacement windows takes longer than looking at one repair. Anything else, and a visit booked
// without a service, takes BOOKING_VISIT_MINUTES.

const longerVisits: Readonly<Record<string, number>> = { 'window-installation': 90, 'window-replacement': 90 };

export function visitMinutes(service: string | null | undefined, defaultMinutes: number): number {
  return (service ? longerVisits[service] : undefined) ?? defaultMinutes;
}
