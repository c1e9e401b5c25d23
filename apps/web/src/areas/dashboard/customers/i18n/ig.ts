import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'customers.list.description':
    'Onye ọ bụla nyere ọda n’ụlọ ahịa gị ma ọ bụ onye ị bubatara, site na nọmba ekwentị: ihe ha zụrụ, ndetu gị na ma ha kwere maka mgbasa ozi.',
  'customers.list.export': 'Wepụ CSV',
  'customers.list.search': 'Chọọ ndị ahịa',
  'customers.list.searchHint': 'Aha, ekwentị ma ọ bụ ozi-e',
  'customers.list.marketing': 'Mgbasa ozi',
  'customers.list.everyone': 'Onye ọ bụla',
  'customers.list.accepts': 'Kwere maka mgbasa ozi',
  'customers.list.doesNot': 'Ekweghị',
  'customers.list.sortBy': 'Hazie site na',
  'customers.list.sort.recent': 'Ọda ikpeazụ',
  'customers.list.sort.orders': 'Ọda kacha ọtụtụ',
  'customers.list.sort.spent': 'Mefuru kacha',
  'customers.list.sort.name': 'Aha',
  'customers.list.tag': 'Mkpado',
  'customers.list.tagHint': 'Mkpado, dịka vip',
  'customers.list.noMatch': 'Enweghị onye ahịa dabara',
  'customers.list.noMatchText': 'Nwaa nchọ ma ọ bụ nzacha ọzọ.',
  'customers.list.none': 'Enweghị onye ahịa ka',
  'customers.list.noneText':
    'Mgbe mmadụ nyere ọda n’ụlọ ahịa gị ma ọ bụ ị zigara ya akwụkwọ ụgwọ, ọ ga-apụta ebe a ya na nọmba ekwentị ya. Ị nwekwara ike ibubata nọmba si n’ekwentị gị.',
  'customers.list.summary': '{total, plural, =0 {Enweghị onye ahịa} other {{first}–{last} n’ime ndị ahịa #}}',
  'customers.card.noName': 'Enweghị aha',
  'customers.card.open': 'Mepee {name}',
  'customers.card.orders': '{orders, plural, other {ọda #}}',
  'customers.card.ordersInvoices':
    '{orders, plural, other {ọda #}} · {invoices, plural, other {akwụkwọ ụgwọ #}}',
  'customers.card.notAsked': 'Ajụbeghị ya maka mgbasa ozi',
  'customers.card.imported': 'E bubatara ya {date}',
  'customers.card.lastOrder': 'Ọda ikpeazụ {date}',
  'customers.card.lastOrderOrInvoice': 'Ọda ma ọ bụ akwụkwọ ụgwọ ikpeazụ {date}',
  'customers.drawer.summary': '{orders, plural, other {ọda #}}, {spent} · onye ahịa kemgbe {date}',
  'customers.drawer.invoices':
    '{count, plural, other {E zigara akwụkwọ ụgwọ #}}; a na-agụ akwụkwọ ụgwọ a kwụrụ otu ugboro n’ime ọda na ego e mefuru.',
  'customers.drawer.consentYes': 'Kwere maka ozi mgbasa ozi na {date}.',
  'customers.drawer.consentUnknown':
    'Nọmba e bubatara: a jụbeghị ya maka mgbasa ozi, ya mere mkpọsa ọ bụla agaghị eru ya aka ruo mgbe o kwere na mmecha ịzụ ahịa.',
  'customers.drawer.consentNo': 'Ekweghị maka ozi mgbasa ozi: naanị ozi ọda na-eru ya aka.',
  'customers.drawer.tags': 'Mkpado',
  'customers.drawer.tagsHint':
    'Maka otu nke gị, dịka vip ma ọ bụ ndị na-azụ n’ọtụtụ. Pịa Enter mgbe nke ọ bụla gasịrị.',
  'customers.drawer.notes': 'Ndetu',
  'customers.drawer.stopMarketing': 'Ha rịọrọ ka a kwụsị mgbasa ozi',
  'customers.drawer.save': 'Chekwaa',
  'customers.import.button': 'Bubata nọmba',
  'customers.import.intro':
    'Họrọ faịlụ CSV nwere kọlụm aha, ekwentị na ozi-e, ma ọ bụ faịlụ nọmba (.vcf) ekwentị gị na-ewepụta. A na-amata nọmba n’ụdị ọ bụla e si ede ya na Naịjirịa, ya mere a gaghị etinye onye ọ bụla ugboro abụọ.',
  'customers.import.file': 'Faịlụ nọmba',
  'customers.import.choose': 'Họrọ faịlụ .csv ma ọ bụ .vcf',
  'customers.import.action': 'Bubata',
  'customers.import.done': 'Emechaala',
  'customers.import.readFailed': 'Enweghị ike ịgụ faịlụ a. Họrọ ya ọzọ.',
  'customers.import.tooLarge': 'Faịlụ ahụ buru ibu karịa: ruo 3 MB. Wepụta nọmba na-enweghị foto.',
  'customers.import.title': 'E bubatala nọmba',
  'customers.import.summary':
    'E tinyere {imported, plural, other {ndị ahịa ọhụrụ #}}, e jikọrọ {merged, plural, other {nọmba #}}, a wụfere {skipped, plural, other {nọmba #}}. Nọmba e bubatara anaghị enweta ozi mgbasa ozi ruo mgbe ha kwere na mmecha ịzụ ahịa.',
  'customers.import.merged': 'E jikọrọ {name}: {reason}',
  'customers.import.skipped': 'A wụfere {name}: {reason}',
  'customers.import.contact': 'nọmba {entry}',
  'customers.import.reason.existing': 'ọ bụlarị onye ahịa, a hapụrụ ya otu ahụ',
  'customers.import.reason.duplicate': 'otu nọmba ahụ dị n’elu na faịlụ',
  'customers.import.reason.noPhone': 'enweghị nọmba ekwentị',
  'customers.import.reason.invalidPhone': 'nọmba ekwentị ezighị ezi',
};

export default messages;
export const reviewed: readonly string[] = [];
