/**
 * How a lead's status reads to the customer who sent it, by the page's names for them (staff see
 * the raw status); a status without a name reads as itself, capitalised.
 */
export function customerStatusLabel(status: string, names: Readonly<Record<string, string>>): string {
  return names[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}
