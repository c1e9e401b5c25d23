import {
  type DeliveryOption,
  type NewSaleInput,
  normalisePhone,
  parseMoney,
  type SaleChannel,
  type SalePaymentMethod,
} from '@kasuwa/contracts';
import { ORDER_CHANNEL_KEYS } from '../components/StatusBadge';
import { translate } from './i18n';

/** How a channel is named on the chips (issue 30's words): the orders' channel names of the core. */
export const CHANNEL_KEYS: Record<SaleChannel, (typeof ORDER_CHANNEL_KEYS)[SaleChannel]> = ORDER_CHANNEL_KEYS;

export const METHOD_KEYS = {
  cash: 'sales.method.cash',
  bank_transfer: 'sales.method.bankTransfer',
  pos: 'sales.method.pos',
  other: 'sales.method.other',
} as const satisfies Record<SalePaymentMethod, string>;

export interface SaleLine {
  variantId: string;
  title: string;
  variantTitle: string;
  /** The catalogue's price, minor units. */
  price: number;
  quantity: number;
  /** Another price for this sale, as typed in naira; '' keeps the catalogue's. */
  override: string;
  reason: string;
}

export interface SaleForm {
  lines: SaleLine[];
  phone: string;
  name: string;
  email: string;
  channel: SaleChannel | null;
  /** '' for goods taken there and then. */
  deliveryOptionId: string;
  address: { line1: string; city: string; state: string };
  discountKind: 'none' | 'code' | 'amount';
  discountCode: string;
  discountAmount: string;
  note: string;
  outcome: 'paid' | 'pay_link' | 'on_delivery';
  method: SalePaymentMethod;
  /** As typed in naira; '' means "the total". */
  received: string;
  send: 'none' | 'sms' | 'email';
}

export const emptySale: SaleForm = {
  lines: [],
  phone: '',
  name: '',
  email: '',
  channel: null,
  deliveryOptionId: '',
  address: { line1: '', city: '', state: '' },
  discountKind: 'none',
  discountCode: '',
  discountAmount: '',
  note: '',
  outcome: 'paid',
  method: 'cash',
  received: '',
  send: 'none',
};

/** Adds one of a variant: a new line, or one more on its line. */
export function addItem(
  lines: SaleLine[],
  item: { variantId: string; title: string; variantTitle: string; price: number },
  quantity = 1,
): SaleLine[] {
  const at = lines.findIndex((l) => l.variantId === item.variantId);
  if (at >= 0) return lines.map((l, i) => (i === at ? { ...l, quantity: l.quantity + quantity } : l));
  return [...lines, { ...item, quantity, override: '', reason: '' }];
}

/** Changes a line's quantity by `delta`; at zero the line goes. */
export function stepQuantity(lines: SaleLine[], variantId: string, delta: number): SaleLine[] {
  return lines
    .map((l) => (l.variantId === variantId ? { ...l, quantity: l.quantity + delta } : l))
    .filter((l) => l.quantity > 0);
}

export function unitPriceOf(line: SaleLine, currency: string): number {
  if (line.override === '') return line.price;
  return parseMoney(line.override, currency) ?? line.price;
}

/**
 * What the screen shows before saving: the goods, the manual discount and a flat or state delivery fee.
 * A discount code is only known to the server, which prices the sale again and has the last word.
 */
export function estimate(form: SaleForm, currency: string, options: DeliveryOption[]) {
  const goods = form.lines.reduce((s, l) => s + unitPriceOf(l, currency) * l.quantity, 0);
  const manual = form.discountKind === 'amount' ? (parseMoney(form.discountAmount, currency) ?? 0) : 0;
  const option = options.find((o) => o.id === form.deliveryOptionId);
  let delivery = 0;
  if (option?.kind === 'flat') delivery = option.fee ?? 0;
  if (option?.kind === 'by_state')
    delivery = option.zones.find((z) => (z.states as string[]).includes(form.address.state))?.fee ?? 0;
  const discounted = Math.max(0, goods - manual);
  if (option && option.freeAbove !== null && option.freeAbove !== undefined && discounted >= option.freeAbove)
    delivery = 0;
  return { goods, manual, delivery, total: discounted + delivery };
}

/** Problems the vendor can fix before sending, by field. */
export function checkSale(form: SaleForm, options: DeliveryOption[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (form.lines.length === 0) problems.lines = translate('sales.error.noItems');
  form.lines.forEach((l, i) => {
    if (l.override !== '' && !l.reason.trim())
      problems[`lines.${i}.priceReason`] = translate('sales.error.priceReason');
  });
  if (!form.channel) problems.channel = translate('sales.error.channel');
  const phone = form.phone.trim();
  if (phone && !normalisePhone(phone)) problems['customer.phone'] = translate('sales.error.phone');
  if (form.outcome === 'pay_link' && !phone)
    problems['customer.phone'] = translate('sales.error.phoneForLink');
  if (form.outcome === 'on_delivery' && !phone)
    problems['customer.phone'] = translate('sales.error.phoneOnDelivery');
  if (form.outcome === 'pay_link' && form.send === 'email' && !form.email.trim())
    problems['customer.email'] = translate('sales.error.emailForLink');
  const option = options.find((o) => o.id === form.deliveryOptionId);
  if (option && option.kind !== 'pickup') {
    if (!phone) problems['customer.phone'] = translate('sales.error.phoneForDelivery');
    if (!form.address.line1.trim()) problems['customer.address.line1'] = translate('sales.error.street');
    if (!form.address.city.trim()) problems['customer.address.city'] = translate('sales.error.city');
    if (!form.address.state) problems['customer.address.state'] = translate('sales.error.state');
  }

  return problems;
}

/** The request of `POST /sales`. */
export function toRequest(form: SaleForm, currency: string, options: DeliveryOption[]): NewSaleInput {
  const option = options.find((o) => o.id === form.deliveryOptionId);
  const phone = form.phone.trim();
  const withAddress = option && option.kind !== 'pickup';
  return {
    channel: form.channel ?? 'other',
    lines: form.lines.map((l) =>
      l.override === ''
        ? { variantId: l.variantId, quantity: l.quantity }
        : {
            variantId: l.variantId,
            quantity: l.quantity,
            unitPrice: unitPriceOf(l, currency),
            priceReason: l.reason.trim(),
          },
    ),
    customer: phone
      ? {
          phone,
          name: form.name.trim(),
          email: form.email.trim(),
          ...(withAddress ? { address: { ...form.address, country: 'Nigeria' } } : {}),
        }
      : null,
    deliveryOptionId: form.deliveryOptionId || null,
    discountCode: form.discountKind === 'code' ? form.discountCode.trim() : '',
    manualDiscount: form.discountKind === 'amount' ? (parseMoney(form.discountAmount, currency) ?? 0) : 0,
    note: form.note.trim(),
    outcome:
      form.outcome === 'paid'
        ? {
            kind: 'paid',
            method: form.method,
            amountReceived:
              form.received === ''
                ? estimate(form, currency, options).total
                : (parseMoney(form.received, currency) ?? 0),
          }
        : form.outcome === 'on_delivery'
          ? { kind: 'on_delivery' }
          : { kind: 'pay_link', send: form.send },
  };
}
