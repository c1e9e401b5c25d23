// The front door of modules/messages: every text Kasuwa sends or shows from the server, by id, with typed
// variables (docs/decisions/0009-message-catalogue.md). Services pass ids and data, never prose.
export { renderCampaignEmail } from './messages.campaign';
export { emailHtml, type RenderedEmail, renderActionEmail, renderEmail } from './messages.email';
export { errorText } from './messages.errors';
export { CATALOGUES, DEFAULT_LOCALE, dateText, type Locale, localeOr, moneyText, t } from './messages.format';
export {
  confirmReceiptPage,
  confirmReceiptResultPage,
  paymentErrorPage,
  paymentResultPage,
  renderPage,
} from './messages.page';
export {
  type MessageId,
  type MessageParams,
  type Money,
  STORE_AUDIT_ACTIONS,
  type StoreAuditAction,
} from './messages.params';
export { validationText } from './messages.validation';
export {
  WHATSAPP_APPROVED_LOCALES,
  WHATSAPP_TEMPLATE_LANGUAGES,
  WHATSAPP_TEMPLATE_PARAMS,
  type WhatsAppTemplate,
  whatsappMessage,
} from './messages.whatsapp';
