import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'orders.description': 'Duk odar da aka yi a shagonku, sabbi a farko.',
  'orders.search': 'Nemi oda',
  'orders.searchHint': 'Lambar oda, sunan abokin ciniki ko imel',
  'orders.status': 'Matsayi',
  'orders.allStatuses': 'Duk matsayi',
  'orders.channel': 'Hanya',
  'orders.allChannels': 'Duk hanyoyi',
  'orders.payment': 'Biya',
  'orders.allPayments': 'Duk biya',
  'orders.fromDate': 'Daga rana',
  'orders.toDate': 'Zuwa rana',
  'orders.noMatch': 'Babu odar da ta dace',
  'orders.noMatchText': 'Gwada wani matsayi, hanya, biya, kwanaki ko bincike.',
  'orders.clearFilters': 'Share matattara',
  'orders.noneText': 'Idan abokin ciniki ya kammala siyayya a shagonku, odar za ta bayyana a nan.',
  'orders.col.order': 'Oda',
  'orders.col.date': 'Rana',
  'orders.col.customer': 'Abokin ciniki',
  'orders.col.items': 'Kaya',
  'orders.col.total': 'Jimla',
  'orders.summary': '{total, plural, =0 {Babu oda} other {{first}–{last} cikin oda #}}',
};

export default messages;
export const reviewed: readonly string[] = [];
