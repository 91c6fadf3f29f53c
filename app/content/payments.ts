import type { CompanyContact } from './estimates';

// What a customer reads about an invoice: its page, its PDF and its emails (docs/payments.md).
// Spanish: app/content/es/payments.ts, typed by the same interface.

export interface InvoiceWords {
  readonly metaTitle: string;
  readonly heading: (number: string) => string;
  readonly kinds: Readonly<Record<'deposit' | 'progress' | 'final', string>>;
  readonly statuses: Readonly<Record<'draft' | 'open' | 'processing' | 'paid' | 'void', string>>;
  readonly status: string;
  readonly issued: string;
  readonly due: string;
  readonly billedTo: string;
  readonly description: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly amount: string;
  readonly total: string;
  readonly paid: string;
  readonly balance: string;
  readonly payments: string;
  readonly methods: Readonly<Record<string, string>>;
  readonly refunded: (amount: string) => string;
  readonly payButton: (amount: string) => string;
  readonly payHint: string;
  readonly otherWays: string;
  readonly noCardTitle: string;
  readonly download: string;
  readonly licence: (licence: string) => string;
  readonly paidNotice: string;
  readonly processingNotice: string;
  readonly returnedPaid: string;
  readonly returnedCancelled: string;
  readonly voidNotice: string;
  readonly payUnavailable: string;
  readonly notFoundTitle: string;
  readonly notFound: string;
  readonly depositLine: (percent: number, estimateTotal: string) => string;
  readonly finalLine: (orderTotal: string, paid: string) => string;
  readonly checkoutLine: (number: string) => string;
}

export interface InvoiceEmailWords {
  readonly invoiceSubject: (number: string, company: string) => string;
  readonly greeting: (firstName: string) => string;
  readonly depositLead: (amount: string, due: string) => string;
  readonly invoiceLead: (amount: string, due: string) => string;
  readonly action: string;
  readonly receiptSubject: (number: string) => string;
  readonly receiptLead: (amount: string, number: string) => string;
  readonly receiptBalance: (balance: string) => string;
  readonly receiptPaidInFull: string;
  readonly receiptAttached: string;
  readonly signOff: string;
}

export const invoiceWords: InvoiceWords = {
  metaTitle: 'Your invoice',
  heading: (number) => `Invoice ${number}`,
  kinds: { deposit: 'Deposit', progress: 'Progress payment', final: 'Final invoice' },
  statuses: { draft: 'Draft', open: 'Open', processing: 'Payment processing', paid: 'Paid', void: 'Void' },
  status: 'Status',
  issued: 'Issued',
  due: 'Due',
  billedTo: 'Billed to',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  total: 'Total',
  paid: 'Paid',
  balance: 'Balance due',
  payments: 'Payments received',
  methods: { card: 'Card', us_bank_account: 'Bank account', check: 'Check', zelle: 'Zelle', cash: 'Cash', other: 'Other' },
  refunded: (amount) => `${amount} refunded`,
  payButton: (amount) => `Pay ${amount} by card or bank`,
  payHint: 'You will pay on Stripe’s secure page and come back here.',
  otherWays: 'Other ways to pay',
  noCardTitle: 'How to pay',
  download: 'Download the invoice (PDF)',
  licence: (licence) => `Florida licence ${licence}`,
  paidNotice: 'This invoice is paid. Thank you!',
  processingNotice: 'Your bank payment is on its way: bank transfers take a few business days. We will email you a receipt when it arrives.',
  returnedPaid: 'Thank you! Your payment was received. A receipt is on its way to your email.',
  returnedCancelled: 'The payment was not completed. You can try again, or pay another way below.',
  voidNotice: 'This invoice was cancelled and asks for no payment.',
  payUnavailable: 'Card payments are not available right now. Please try again in a few minutes, or pay another way below.',
  notFoundTitle: 'Invoice not found',
  notFound: 'This invoice link does not open an invoice. Please use the link in your most recent email, or call us.',
  depositLine: (percent, estimateTotal) => `Deposit of ${percent}% on the approved estimate (${estimateTotal})`,
  finalLine: (orderTotal, paid) => `Balance of the order: ${orderTotal} less ${paid} paid`,
  checkoutLine: (number) => `Invoice ${number}`,
};

export function invoiceEmailWordsFor(company: CompanyContact): InvoiceEmailWords {
  return {
    invoiceSubject: (number, name) => `Invoice ${number} from ${name}`,
    greeting: (firstName) => (firstName ? `Hi ${firstName},` : 'Hello,'),
    depositLead: (amount, due) =>
      `Thank you for approving your estimate. To reserve your materials and schedule the work, please pay the deposit of ${amount} by ${due}.`,
    invoiceLead: (amount, due) => `Your invoice for ${amount} is ready. Please pay it by ${due}.`,
    action: 'View and pay your invoice',
    receiptSubject: (number) => `Receipt for invoice ${number}`,
    receiptLead: (amount, number) => `We received your payment of ${amount} for invoice ${number}. Thank you!`,
    receiptBalance: (balance) => `The balance still due on this invoice is ${balance}.`,
    receiptPaidInFull: 'This invoice is now paid in full.',
    receiptAttached: 'Your receipt is attached as a PDF.',
    signOff: `${company.name} · ${company.phone} · ${company.email}`,
  };
}
