/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  // The customers list
  'customers.list.description':
    'Everyone who ordered from your store or whom you imported, by phone number: what they bought, your notes and whether they accept marketing.',
  'customers.list.export': 'Export CSV',
  'customers.list.search': 'Search customers',
  'customers.list.searchHint': 'Name, phone or e-mail',
  'customers.list.marketing': 'Marketing',
  'customers.list.everyone': 'Everyone',
  'customers.list.accepts': 'Accepts marketing',
  'customers.list.doesNot': 'Does not',
  'customers.list.sortBy': 'Sort by',
  'customers.list.sort.recent': 'Latest order',
  'customers.list.sort.orders': 'Most orders',
  'customers.list.sort.spent': 'Most spent',
  'customers.list.sort.name': 'Name',
  'customers.list.tag': 'Tag',
  'customers.list.tagHint': 'Tag, e.g. vip',
  'customers.list.noMatch': 'No customers match',
  'customers.list.noMatchText': 'Try another search or filter.',
  'customers.list.none': 'No customers yet',
  'customers.list.noneText':
    'When someone orders from your storefront or you send them an invoice, they appear here with their phone number. You can also import the contacts from your phone.',
  'customers.list.summary':
    '{total, plural, =0 {No customers} one {Showing {first}–{last} of # customer} other {Showing {first}–{last} of # customers}}',

  // One customer (card and drawer)
  'customers.card.noName': 'No name',
  'customers.card.open': 'Open {name}',
  'customers.card.orders': '{orders, plural, one {# order} other {# orders}}',
  'customers.card.ordersInvoices':
    '{orders, plural, one {# order} other {# orders}} · {invoices, plural, one {# invoice} other {# invoices}}',
  'customers.card.notAsked': 'Marketing not asked',
  'customers.card.imported': 'Imported {date}',
  'customers.card.lastOrder': 'Last order {date}',
  'customers.card.lastOrderOrInvoice': 'Last order or invoice {date}',
  'customers.drawer.summary':
    '{orders, plural, one {# order} other {# orders}}, {spent} · customer since {date}',
  'customers.drawer.invoices':
    '{count, plural, one {# invoice sent} other {# invoices sent}}; a paid invoice is counted among the orders and the amount spent, once.',
  'customers.drawer.consentYes': 'Agreed to marketing messages on {date}.',
  'customers.drawer.consentUnknown':
    'Imported contact: never asked about marketing, so no campaign reaches them until they agree at a checkout.',
  'customers.drawer.consentNo': 'Has not agreed to marketing messages: only order messages reach them.',
  'customers.drawer.tags': 'Tags',
  'customers.drawer.tagsHint': 'For your own groups, e.g. vip or wholesale. Press Enter after each.',
  'customers.drawer.notes': 'Notes',
  'customers.drawer.stopMarketing': 'They asked to stop marketing',
  'customers.drawer.save': 'Save',

  // Importing contacts
  'customers.import.button': 'Import contacts',
  'customers.import.intro':
    'Choose a CSV file with name, phone and e-mail columns, or the contacts file (.vcf) your phone exports. Numbers are matched in every Nigerian format, so nobody is added twice.',
  'customers.import.file': 'Contacts file',
  'customers.import.choose': 'Choose a .csv or .vcf file',
  'customers.import.action': 'Import',
  'customers.import.done': 'Done',
  'customers.import.readFailed': 'This file could not be read. Choose it again.',
  'customers.import.tooLarge': 'The file is too large: at most 3 MB. Export the contacts without photos.',
  'customers.import.title': 'Contacts imported',
  'customers.import.summary':
    '{imported, plural, one {# new customer} other {# new customers}} added, {merged, plural, one {# contact} other {# contacts}} merged, {skipped, plural, one {# contact} other {# contacts}} skipped. Imported contacts get no marketing messages until they agree at a checkout.',
  'customers.import.merged': 'Merged {name}: {reason}',
  'customers.import.skipped': 'Skipped {name}: {reason}',
  'customers.import.contact': 'contact {entry}',
  'customers.import.reason.existing': 'already a customer, kept as is',
  'customers.import.reason.duplicate': 'same number as an earlier contact in the file',
  'customers.import.reason.noPhone': 'no phone number',
  'customers.import.reason.invalidPhone': 'not a valid phone number',
};

export default messages;
export const reviewed: readonly string[] = [];
