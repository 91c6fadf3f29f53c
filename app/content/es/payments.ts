import type { CompanyContact } from '../estimates';
import type { InvoiceEmailWords, InvoiceWords } from '../payments';

export const invoiceWords: InvoiceWords = {
  metaTitle: 'Su factura',
  heading: (number) => `Factura ${number}`,
  kinds: { deposit: 'Depósito', progress: 'Pago parcial', final: 'Factura final' },
  statuses: { draft: 'Borrador', open: 'Pendiente', processing: 'Pago en proceso', paid: 'Pagada', void: 'Anulada' },
  status: 'Estado',
  issued: 'Emitida',
  due: 'Vence',
  billedTo: 'Facturado a',
  description: 'Descripción',
  quantity: 'Cant.',
  unitPrice: 'Precio unitario',
  amount: 'Importe',
  total: 'Total',
  paid: 'Pagado',
  balance: 'Saldo pendiente',
  payments: 'Pagos recibidos',
  methods: { card: 'Tarjeta', us_bank_account: 'Cuenta bancaria', check: 'Cheque', zelle: 'Zelle', cash: 'Efectivo', other: 'Otro' },
  refunded: (amount) => `${amount} reembolsado`,
  payButton: (amount) => `Pagar ${amount} con tarjeta o banco`,
  payHint: 'Pagará en la página segura de Stripe y volverá aquí.',
  otherWays: 'Otras formas de pago',
  noCardTitle: 'Cómo pagar',
  download: 'Descargar la factura (PDF)',
  licence: (licence) => `Licencia de Florida ${licence}`,
  paidNotice: 'Esta factura está pagada. ¡Gracias!',
  processingNotice: 'Su pago bancario está en camino: las transferencias tardan unos días hábiles. Le enviaremos un recibo por correo cuando llegue.',
  returnedPaid: '¡Gracias! Recibimos su pago. Le enviamos el recibo a su correo.',
  returnedCancelled: 'El pago no se completó. Puede intentarlo de nuevo o pagar de otra forma abajo.',
  voidNotice: 'Esta factura fue anulada y no requiere pago.',
  payUnavailable: 'Los pagos con tarjeta no están disponibles en este momento. Intente de nuevo en unos minutos o pague de otra forma abajo.',
  notFoundTitle: 'Factura no encontrada',
  notFound: 'Este enlace no abre ninguna factura. Use el enlace de su correo más reciente o llámenos.',
  depositLine: (percent, estimateTotal) => `Depósito del ${percent}% del estimado aprobado (${estimateTotal})`,
  finalLine: (orderTotal, paid) => `Saldo de la orden: ${orderTotal} menos ${paid} pagado`,
  checkoutLine: (number) => `Factura ${number}`,
};

export function invoiceEmailWordsFor(company: CompanyContact): InvoiceEmailWords {
  return {
    invoiceSubject: (number, name) => `Factura ${number} de ${name}`,
    greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
    depositLead: (amount, due) =>
      `Gracias por aprobar su estimado. Para reservar los materiales y programar el trabajo, por favor pague el depósito de ${amount} antes del ${due}.`,
    invoiceLead: (amount, due) => `Su factura por ${amount} está lista. Por favor, páguela antes del ${due}.`,
    action: 'Ver y pagar su factura',
    receiptSubject: (number) => `Recibo de la factura ${number}`,
    receiptLead: (amount, number) => `Recibimos su pago de ${amount} para la factura ${number}. ¡Gracias!`,
    receiptBalance: (balance) => `El saldo pendiente de esta factura es ${balance}.`,
    receiptPaidInFull: 'Esta factura ya está pagada por completo.',
    receiptAttached: 'Le adjuntamos el recibo en PDF.',
    signOff: `${company.name} · ${company.phone} · ${company.email}`,
  };
}
