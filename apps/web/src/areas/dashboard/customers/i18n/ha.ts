import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'customers.list.description':
    'Duk wanda ya yi oda a shagonku ko wanda kuka shigo da shi, ta lambar waya: abin da suka saya, bayananku da ko sun amince da tallace-tallace.',
  'customers.list.export': 'Fitar da CSV',
  'customers.list.search': 'Nemi abokan ciniki',
  'customers.list.searchHint': 'Suna, waya ko imel',
  'customers.list.marketing': 'Talla',
  'customers.list.everyone': 'Kowa',
  'customers.list.accepts': 'Ya amince da talla',
  'customers.list.doesNot': 'Bai amince ba',
  'customers.list.sortBy': 'Jera ta',
  'customers.list.sort.recent': 'Oda ta ƙarshe',
  'customers.list.sort.orders': 'Mafi yawan oda',
  'customers.list.sort.spent': 'Mafi kashe kuɗi',
  'customers.list.sort.name': 'Suna',
  'customers.list.tag': 'Alama',
  'customers.list.tagHint': 'Alama, misali vip',
  'customers.list.noMatch': 'Babu abokin ciniki da ya dace',
  'customers.list.noMatchText': 'Gwada wani bincike ko matattara.',
  'customers.list.none': 'Babu abokin ciniki tukuna',
  'customers.list.noneText':
    'Idan wani ya yi oda a shagonku ko kuka tura masa takardar biya, zai bayyana a nan da lambar wayarsa. Kuna iya shigo da lambobin wayarku ma.',
  'customers.list.summary':
    '{total, plural, =0 {Babu abokin ciniki} other {{first}–{last} cikin abokan ciniki #}}',
  'customers.card.noName': 'Babu suna',
  'customers.card.open': 'Buɗe {name}',
  'customers.card.orders': '{orders, plural, other {oda #}}',
  'customers.card.ordersInvoices':
    '{orders, plural, other {oda #}} · {invoices, plural, other {takardar biya #}}',
  'customers.card.notAsked': 'Ba a tambaye shi talla ba',
  'customers.card.imported': 'An shigo da shi {date}',
  'customers.card.lastOrder': 'Oda ta ƙarshe {date}',
  'customers.card.lastOrderOrInvoice': 'Oda ko takardar biya ta ƙarshe {date}',
  'customers.drawer.summary': '{orders, plural, other {oda #}}, {spent} · abokin ciniki tun {date}',
  'customers.drawer.invoices':
    '{count, plural, other {An tura takardar biya #}}; takardar biya da aka biya ana ƙidaya ta sau ɗaya cikin odoji da kuɗin da aka kashe.',
  'customers.drawer.consentYes': 'Ya amince da saƙonnin talla a ranar {date}.',
  'customers.drawer.consentUnknown':
    'Lambar da aka shigo da ita: ba a taɓa tambaya game da talla ba, don haka babu kamfen da zai kai masa sai ya amince a kammala siyayya.',
  'customers.drawer.consentNo': 'Bai amince da saƙonnin talla ba: saƙonnin oda kawai ke kai masa.',
  'customers.drawer.tags': 'Alamomi',
  'customers.drawer.tagsHint': 'Don rukunoninku, misali vip ko dillali. Ku danna Enter bayan kowace.',
  'customers.drawer.notes': 'Bayanai',
  'customers.drawer.stopMarketing': 'Ya nemi a daina tallace-tallace',
  'customers.drawer.save': 'Ajiye',
  'customers.import.button': 'Shigo da lambobi',
  'customers.import.intro':
    'Ku zaɓi fayil CSV mai ginshiƙan suna, waya da imel, ko fayil ɗin lambobi (.vcf) da wayarku ke fitarwa. Ana gane lambobi a kowane salon Najeriya, don haka babu wanda za a ƙara sau biyu.',
  'customers.import.file': 'Fayil ɗin lambobi',
  'customers.import.choose': 'Zaɓi fayil .csv ko .vcf',
  'customers.import.action': 'Shigo da su',
  'customers.import.done': 'An gama',
  'customers.import.readFailed': 'Ba a iya karanta wannan fayil ba. Ku sake zaɓar sa.',
  'customers.import.tooLarge':
    'Fayil ɗin ya yi girma: har 3 MB kawai. Ku fitar da lambobin ba tare da hotuna ba.',
  'customers.import.title': 'An shigo da lambobi',
  'customers.import.summary':
    'An ƙara {imported, plural, other {sababbin abokan ciniki #}}, an haɗa {merged, plural, other {lambobi #}}, an tsallake {skipped, plural, other {lambobi #}}. Lambobin da aka shigo da su ba sa samun saƙonnin talla sai sun amince a kammala siyayya.',
  'customers.import.merged': 'An haɗa {name}: {reason}',
  'customers.import.skipped': 'An tsallake {name}: {reason}',
  'customers.import.contact': 'lamba ta {entry}',
  'customers.import.reason.existing': 'dama abokin ciniki ne, an bar shi yadda yake',
  'customers.import.reason.duplicate': 'lamba ɗaya da wata a baya cikin fayil',
  'customers.import.reason.noPhone': 'babu lambar waya',
  'customers.import.reason.invalidPhone': 'lambar waya ba daidai ba ce',
};

export default messages;
export const reviewed: readonly string[] = [];
