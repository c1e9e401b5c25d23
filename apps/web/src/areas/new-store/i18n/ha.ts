import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'newStore.title': 'Buɗe shagonku',
  'newStore.intro':
    '{name, select, none {Ku ba shagonku suna kuma ku zaɓi adireshinsa.} other {{name}, ku ba shagonku suna kuma ku zaɓi adireshinsa.}} Kuna iya canza kamanninsa a kowane lokaci.',
  'newStore.name': 'Sunan shago',
  'newStore.address': 'Adireshin shago',
  'newStore.addressHint': 'Ƙananan haruffa, lambobi da alamar (-) kawai.',
  'newStore.checking': 'Ana dubawa…',
  'newStore.available': '{address} yana nan, babu wanda ya ɗauka',
  'newStore.category': 'Me kuke sayarwa?',
  'newStore.categoryHint': 'Zaɓi irin kasuwanci',
  'newStore.theme': 'Salo',
  'newStore.description': 'Ɗan bayani (ba dole ba)',
  'newStore.descriptionHint': 'Miya, kayan yaji da kayan ciye-ciye na gida, ana kai su ko’ina a Legas.',
  'newStore.submit': 'Buɗe shago',

  'newStore.themeText.soko':
    'Sandar kasuwa mai haske, bincike a sama da katunan kaya masu kewaye, don kayan yau da kullum.',
  'newStore.themeText.adire':
    'Kanun labarai mai kyan rubutu da fili mai iska, don kayan sawa, kwalliya da sana’o’in hannu.',
  'newStore.themeText.ekoNight':
    'Shafi mai duhu da kanu mai shawagi da katunan masu haske, don na’urori da kayan lantarki.',

  'newStore.cat.building': 'Gine-gine',
  'newStore.cat.industrial': 'Masana’antu da kimiyya',
  'newStore.cat.beauty': 'Kwalliya da kula da jiki',
  'newStore.cat.health': 'Lafiya',
  'newStore.cat.food': 'Abinci da abin sha',
  'newStore.cat.office': 'Kayan ofis',
  'newStore.cat.home': 'Ƙawata gida',
  'newStore.cat.toys': 'Kayan wasan yara',
  'newStore.cat.sport': 'Wasanni da motsa jiki',
  'newStore.cat.arts': 'Fasaha da sana’o’in hannu',
  'newStore.cat.baby': 'Jarirai da masu ciki',
  'newStore.cat.tools': 'Kayan aiki',
  'newStore.cat.electronics': 'Kayan lantarki',
  'newStore.cat.furniture': 'Kayan ɗaki',
  'newStore.cat.automotive': 'Motoci da kayan gyara',
  'newStore.cat.jewelry': 'Kayan ado',
  'newStore.cat.gadget': 'Na’urori',
  'newStore.cat.fashion': 'Kayan sawa',
  'newStore.cat.book': 'Littattafai',
  'newStore.cat.agro': 'Kayan noma',

  'newStore.field.nameRequired': 'Ku rubuta sunan shago.',
  'newStore.field.nameShort': 'Sunan shago ya kasance aƙalla haruffa 2.',
  'newStore.field.nameLong': 'Sunan shago ba zai wuce haruffa 80 ba.',
  'newStore.field.category': 'Ku zaɓi irin kasuwanci.',
  'newStore.field.theme': 'Ku zaɓi ɗaya daga cikin salo uku.',
  'newStore.field.descriptionLong': 'Bayanin ba zai wuce haruffa 500 ba.',
  'newStore.field.subdomainEmpty': 'Ku rubuta adireshin shago.',
  'newStore.field.subdomainLong': 'Adireshin ba zai wuce haruffa 63 ba.',
  'newStore.field.subdomainInvalid':
    'Ƙananan haruffa, lambobi da alamar (-) kawai; kada a fara ko a ƙare da (-).',
  'newStore.field.subdomainReserved': 'An keɓe wannan adireshin. Ku zaɓi wani.',
};

export default messages;
export const reviewed: readonly string[] = [];
