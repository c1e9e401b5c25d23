import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'orders.description': 'Ọda niile e tinyere n’ụlọ ahịa gị, nke ọhụrụ na mbụ.',
  'orders.search': 'Chọọ ọda',
  'orders.searchHint': 'Nọmba ọda, aha onye ahịa ma ọ bụ ozi-e',
  'orders.status': 'Ọnọdụ',
  'orders.allStatuses': 'Ọnọdụ niile',
  'orders.channel': 'Ụzọ',
  'orders.allChannels': 'Ụzọ niile',
  'orders.payment': 'Ịkwụ ụgwọ',
  'orders.allPayments': 'Ịkwụ ụgwọ niile',
  'orders.fromDate': 'Site n’ụbọchị',
  'orders.toDate': 'Ruo ụbọchị',
  'orders.noMatch': 'Enweghị ọda dabara',
  'orders.noMatchText': 'Nwaa ọnọdụ, ụzọ, ịkwụ ụgwọ, ụbọchị ma ọ bụ nchọ ọzọ.',
  'orders.clearFilters': 'Hichapụ nzacha',
  'orders.noneText': 'Mgbe onye ahịa mechara ịzụ ahịa n’ụlọ ahịa gị, ọda ahụ ga-apụta ebe a.',
  'orders.col.order': 'Ọda',
  'orders.col.date': 'Ụbọchị',
  'orders.col.customer': 'Onye ahịa',
  'orders.col.items': 'Ihe',
  'orders.col.total': 'Ngụkọta',
  'orders.summary': '{total, plural, =0 {Enweghị ọda} other {{first}–{last} n’ime ọda #}}',
};

export default messages;
export const reviewed: readonly string[] = [];
