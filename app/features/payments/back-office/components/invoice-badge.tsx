import { Badge, type BadgeTone } from '~/components/ui/badge';
import type { InvoiceKind, InvoiceStatus } from '../../invoices.server';

// How the back office names an invoice's status and kind.

export const invoiceStatusNames: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  processing: 'Processing',
  paid: 'Paid',
  void: 'Void',
};

export const invoiceKindNames: Record<InvoiceKind, string> = { deposit: 'Deposit', progress: 'Progress', final: 'Final' };

const tones: Record<InvoiceStatus, BadgeTone> = { draft: 'neutral', open: 'info', processing: 'violet', paid: 'success', void: 'neutral' };

/** The invoice's status in a pill; an open invoice past its due day reads "Overdue". */
export function InvoiceStatusBadge({ status, overdue = false }: { status: InvoiceStatus; overdue?: boolean }) {
  if (overdue) return <Badge tone="danger">Overdue</Badge>;
  return <Badge tone={tones[status]}>{invoiceStatusNames[status]}</Badge>;
}
