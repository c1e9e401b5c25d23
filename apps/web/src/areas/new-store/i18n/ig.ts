import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'newStore.title': 'Mepee ụlọ ahịa gị',
  'newStore.intro':
    '{name, select, none {Gụọ ụlọ ahịa gị aha ma họrọ adreesị ya.} other {{name}, gụọ ụlọ ahịa gị aha ma họrọ adreesị ya.}} Ị nwere ike ịgbanwe ọdịdị ya mgbe ọ bụla.',
  'newStore.name': 'Aha ụlọ ahịa',
  'newStore.address': 'Adreesị ụlọ ahịa',
  'newStore.addressHint': 'Obere mkpụrụedemede, ọnụọgụ na akara (-) naanị.',
  'newStore.checking': 'Anyị na-elele…',
  'newStore.available': '{address} dị maka gị',
  'newStore.category': 'Gịnị ka ị na-ere?',
  'newStore.categoryHint': 'Họrọ ụdị azụmahịa',
  'newStore.theme': 'Ọdịdị',
  'newStore.description': 'Nkọwa dị mkpirikpi (ọ bụrụ na ị chọrọ)',
  'newStore.descriptionHint': 'Ofe, ose na nri nri eji aka mee, anyị na-ebuga ha gburugburu Lagos.',
  'newStore.submit': 'Mepee ụlọ ahịa',

  'newStore.themeText.soko':
    'Ogwe ahịa na-egbuke egbuke, nchọta n’elu na kaadị ngwa ahịa gbara okirikiri, maka ngwa kwa ụbọchị.',
  'newStore.themeText.adire': 'Isiokwu mara mma na oghere sara mbara, maka ejiji, ịma mma na ọrụ aka.',
  'newStore.themeText.ekoNight':
    'Ibe gbara ọchịchịrị nwere isi na-efegharị na kaadị na-enwu, maka gajet na ngwa eletrọnịkị.',

  'newStore.cat.building': 'Iwu ụlọ',
  'newStore.cat.industrial': 'Ụlọ ọrụ na sayensị',
  'newStore.cat.beauty': 'Ịma mma na nlekọta ahụ',
  'newStore.cat.health': 'Ahụike',
  'newStore.cat.food': 'Nri na ihe ọṅụṅụ',
  'newStore.cat.office': 'Ihe ọfịs',
  'newStore.cat.home': 'Ịchọ ụlọ mma',
  'newStore.cat.toys': 'Ihe egwuregwu ụmụaka',
  'newStore.cat.sport': 'Egwuregwu na mgbatị ahụ',
  'newStore.cat.arts': 'Nka na ọrụ aka',
  'newStore.cat.baby': 'Nwa ọhụrụ na ndị dị ime',
  'newStore.cat.tools': 'Ngwaọrụ',
  'newStore.cat.electronics': 'Ngwa eletrọnịkị',
  'newStore.cat.furniture': 'Arịa ụlọ',
  'newStore.cat.automotive': 'Ụgbọala na akụrụngwa ya',
  'newStore.cat.jewelry': 'Ihe ịchọ mma',
  'newStore.cat.gadget': 'Gajet',
  'newStore.cat.fashion': 'Ejiji',
  'newStore.cat.book': 'Akwụkwọ',
  'newStore.cat.agro': 'Ihe ubi',

  'newStore.field.nameRequired': 'Dee aha ụlọ ahịa.',
  'newStore.field.nameShort': 'Aha ụlọ ahịa ga-enwe opekata mpe mkpụrụedemede 2.',
  'newStore.field.nameLong': 'Aha ụlọ ahịa agaghị agafe mkpụrụedemede 80.',
  'newStore.field.category': 'Họrọ ụdị azụmahịa.',
  'newStore.field.theme': 'Họrọ otu n’ime ọdịdị atọ ahụ.',
  'newStore.field.descriptionLong': 'Nkọwa agaghị agafe mkpụrụedemede 500.',
  'newStore.field.subdomainEmpty': 'Dee adreesị ụlọ ahịa.',
  'newStore.field.subdomainLong': 'Adreesị agaghị agafe mkpụrụedemede 63.',
  'newStore.field.subdomainInvalid':
    'Naanị obere mkpụrụedemede, ọnụọgụ na akara (-); ejila (-) malite ma ọ bụ kwụsị ya.',
  'newStore.field.subdomainReserved': 'Edobere adreesị a. Biko họrọ ọzọ.',
};

export default messages;
export const reviewed: readonly string[] = [];
