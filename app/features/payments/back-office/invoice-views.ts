// The Invoices page's filters (docs/payments.md): a status, or `overdue` (open and past its due day).

export const INVOICE_VIEWS = ['all', 'open', 'processing', 'paid', 'overdue', 'void'] as const;
export type InvoiceView = (typeof INVOICE_VIEWS)[number];

export function toInvoiceView(value: string | null): InvoiceView {
  return (INVOICE_VIEWS as readonly string[]).includes(value ?? '') ? (value as InvoiceView) : 'all';
}

const viewNames: Record<InvoiceView, string> = {
  all: 'All',
  open: 'Open',
  processing: 'Processing',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

export function invoiceViewName(view: InvoiceView): string {
  return viewNames[view];
}
