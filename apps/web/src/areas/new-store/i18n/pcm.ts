import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'newStore.title': 'Open your shop',
  'newStore.intro':
    '{name, select, none {Give your shop name and choose im address.} other {{name}, give your shop name and choose im address.}} You fit change how e look any time.',
  'newStore.name': 'Shop name',
  'newStore.address': 'Shop address',
  'newStore.addressHint': 'Small letters, numbers and hyphen (-) only.',
  'newStore.checking': 'We dey check…',
  'newStore.available': '{address} dey free',
  'newStore.category': 'Wetin you dey sell?',
  'newStore.categoryHint': 'Choose the kind of market',
  'newStore.theme': 'Design',
  'newStore.description': 'Small talk about your shop (if you like)',
  'newStore.descriptionHint': 'Soup, pepper and snacks wey we make for house, we dey deliver for Lagos.',
  'newStore.submit': 'Open shop',

  'newStore.themeText.soko':
    'Bright market bar, search for top and round product cards, for everyday market.',
  'newStore.themeText.adire': 'Fine magazine heading and open grid, for fashion, beauty and handwork.',
  'newStore.themeText.ekoNight':
    'Dark page with header wey dey float and cards wey dey shine, for gadgets and electronics.',

  'newStore.cat.building': 'Building and construction',
  'newStore.cat.industrial': 'Industry and science',
  'newStore.cat.beauty': 'Beauty and body care',
  'newStore.cat.health': 'Health',
  'newStore.cat.food': 'Food and drinks',
  'newStore.cat.office': 'Office things',
  'newStore.cat.home': 'House decoration',
  'newStore.cat.toys': 'Toys and games',
  'newStore.cat.sport': 'Sport and fitness',
  'newStore.cat.arts': 'Arts and handwork',
  'newStore.cat.baby': 'Baby and pregnant women',
  'newStore.cat.tools': 'Tools and equipment',
  'newStore.cat.electronics': 'Electronics',
  'newStore.cat.furniture': 'Furniture',
  'newStore.cat.automotive': 'Motor and spare parts',
  'newStore.cat.jewelry': 'Jewelry',
  'newStore.cat.gadget': 'Gadgets',
  'newStore.cat.fashion': 'Fashion',
  'newStore.cat.book': 'Books',
  'newStore.cat.agro': 'Farm produce',

  'newStore.field.nameRequired': 'Put your shop name.',
  'newStore.field.nameShort': 'Shop name must get at least 2 letters.',
  'newStore.field.nameLong': 'Shop name no fit pass 80 letters.',
  'newStore.field.category': 'Choose the kind of market.',
  'newStore.field.theme': 'Choose one of the three designs.',
  'newStore.field.descriptionLong': 'The talk no fit pass 500 letters.',
  'newStore.field.subdomainEmpty': 'Put the shop address.',
  'newStore.field.subdomainLong': 'Shop address no fit pass 63 letters.',
  'newStore.field.subdomainInvalid':
    'Use only small letters, numbers and hyphen; no start or end am with hyphen.',
  'newStore.field.subdomainReserved': 'Dis address don reserve. Abeg choose another one.',
};

export default messages;
export const reviewed: readonly string[] = [];
