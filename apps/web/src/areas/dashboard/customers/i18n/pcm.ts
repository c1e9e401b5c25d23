import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'customers.list.description':
    'Everybody wey don order from your shop or wey you import, by phone number: wetin dem buy, your notes and if dem gree for marketing.',
  'customers.list.export': 'Export CSV',
  'customers.list.search': 'Search customers',
  'customers.list.searchHint': 'Name, phone or e-mail',
  'customers.list.marketing': 'Marketing',
  'customers.list.everyone': 'Everybody',
  'customers.list.accepts': 'Gree for marketing',
  'customers.list.doesNot': 'No gree',
  'customers.list.sortBy': 'Arrange by',
  'customers.list.sort.recent': 'Last order',
  'customers.list.sort.orders': 'Plenty orders',
  'customers.list.sort.spent': 'Spend pass',
  'customers.list.sort.name': 'Name',
  'customers.list.tag': 'Tag',
  'customers.list.tagHint': 'Tag, like vip',
  'customers.list.noMatch': 'No customer match',
  'customers.list.noMatchText': 'Try another search or filter.',
  'customers.list.none': 'No customer yet',
  'customers.list.noneText':
    'When person order from your shop or you send am invoice, e go show here with im phone number. You fit also import contacts from your phone.',
  'customers.list.summary':
    '{total, plural, =0 {No customer} one {{first}–{last} for # customer} other {{first}–{last} for # customers}}',
  'customers.card.noName': 'No name',
  'customers.card.open': 'Open {name}',
  'customers.card.orders': '{orders, plural, one {# order} other {# orders}}',
  'customers.card.ordersInvoices':
    '{orders, plural, one {# order} other {# orders}} · {invoices, plural, one {# invoice} other {# invoices}}',
  'customers.card.notAsked': 'We never ask about marketing',
  'customers.card.imported': 'Import am {date}',
  'customers.card.lastOrder': 'Last order {date}',
  'customers.card.lastOrderOrInvoice': 'Last order or invoice {date}',
  'customers.drawer.summary':
    '{orders, plural, one {# order} other {# orders}}, {spent} · customer since {date}',
  'customers.drawer.invoices':
    '{count, plural, one {# invoice don go} other {# invoices don go}}; invoice wey dem don pay dey count one time for orders and money wey dem spend.',
  'customers.drawer.consentYes': 'E gree for marketing messages on {date}.',
  'customers.drawer.consentUnknown':
    'Contact wey you import: we never ask am about marketing, so no campaign go reach am until e gree for checkout.',
  'customers.drawer.consentNo': 'E never gree for marketing messages: na only order messages go reach am.',
  'customers.drawer.tags': 'Tags',
  'customers.drawer.tagsHint': 'For your own groups, like vip or wholesale. Press Enter after each one.',
  'customers.drawer.notes': 'Notes',
  'customers.drawer.stopMarketing': 'Dem say make we stop marketing',
  'customers.drawer.save': 'Save',
  'customers.import.button': 'Import contacts',
  'customers.import.intro':
    'Choose CSV file wey get name, phone and e-mail columns, or the contacts file (.vcf) wey your phone export. We dey match numbers for every Nigerian format, so nobody go enter two times.',
  'customers.import.file': 'Contacts file',
  'customers.import.choose': 'Choose .csv or .vcf file',
  'customers.import.action': 'Import',
  'customers.import.done': 'Done',
  'customers.import.readFailed': 'We no fit read this file. Choose am again.',
  'customers.import.tooLarge': 'The file too big: no pass 3 MB. Export the contacts without pictures.',
  'customers.import.title': 'Contacts don enter',
  'customers.import.summary':
    '{imported, plural, one {# new customer} other {# new customers}} don enter, {merged, plural, one {# contact} other {# contacts}} join old ones, {skipped, plural, one {# contact} other {# contacts}} we skip. Contacts wey you import no go get marketing messages until dem gree for checkout.',
  'customers.import.merged': 'Join {name}: {reason}',
  'customers.import.skipped': 'Skip {name}: {reason}',
  'customers.import.contact': 'contact {entry}',
  'customers.import.reason.existing': 'e don be customer before, we leave am like that',
  'customers.import.reason.duplicate': 'na the same number as contact wey dey before am for the file',
  'customers.import.reason.noPhone': 'no phone number',
  'customers.import.reason.invalidPhone': 'the phone number no correct',
};

export default messages;
export const reviewed: readonly string[] = [];
