/** How a lead's status reads to the customer who sent it (staff see the raw status). */
const customerStatusLabels: Record<string, string> = {
  new: 'Received',
  contacted: 'We contacted you',
  quoted: 'Quote sent',
  resolved: 'Resolved',
  completed: 'Completed',
  cancelled: 'Closed',
};

export function customerStatusLabel(status: string): string {
  return customerStatusLabels[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}
