// The front door of modules/invoices: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { documentsForTracking } from './documents.service';
export { markInvoicePaid } from './invoices.paid';
export {
  displayStatus,
  documentNumber,
  invoiceAdjustments,
  invoiceForCustomer,
  startInvoicePayment,
} from './invoices.pay.service';
export { invoiceCustomers, listInvoices } from './invoices.service';
export { issueReceiptForDirectPayment } from './receipts.direct.service';
export { issueCreditNoteForRefund, issueReceiptForPayment } from './receipts.service';
