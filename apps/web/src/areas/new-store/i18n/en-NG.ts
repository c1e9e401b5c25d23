/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'newStore.title': 'Create your store',
  'newStore.intro':
    '{name, select, none {Name your shop and choose its address.} other {{name}, name your shop and choose its address.}} You can change the look at any time.',
  'newStore.name': 'Store name',
  'newStore.address': 'Store address',
  'newStore.addressHint': 'Lowercase letters, digits and hyphens.',
  'newStore.checking': 'Checking…',
  'newStore.available': '{address} is available',
  'newStore.category': 'What do you sell?',
  'newStore.categoryHint': 'Choose a template category',
  'newStore.theme': 'Theme',
  'newStore.description': 'Short description (optional)',
  'newStore.descriptionHint': 'Home-made soups, spices and snacks delivered across Lagos.',
  'newStore.submit': 'Create store',

  // The themes (STOREFRONT_THEMES; their names are brands and stay)
  'newStore.themeText.soko':
    'A bright market bar with search up front and rounded product cards, for everyday goods.',
  'newStore.themeText.adire': 'An editorial serif masthead and an airy grid, for fashion, beauty and crafts.',
  'newStore.themeText.ekoNight':
    'A dark page with a floating header and glowing cards, for gadgets and electronics.',

  // The template categories (TEMPLATE_CATEGORIES: the English value is what is saved)
  'newStore.cat.building': 'Building and Construction',
  'newStore.cat.industrial': 'Industrial & Scientific',
  'newStore.cat.beauty': 'Beauty & Personal Care',
  'newStore.cat.health': 'Health and Wellness',
  'newStore.cat.food': 'Food & Beverage',
  'newStore.cat.office': 'Office Supplies',
  'newStore.cat.home': 'Home Decoration',
  'newStore.cat.toys': 'Toys & Games',
  'newStore.cat.sport': 'Sport and Fitness',
  'newStore.cat.arts': 'Arts and Crafts',
  'newStore.cat.baby': 'Baby and Maternity',
  'newStore.cat.tools': 'Tools and Equipment',
  'newStore.cat.electronics': 'Electronics',
  'newStore.cat.furniture': 'Furniture',
  'newStore.cat.automotive': 'Automotive',
  'newStore.cat.jewelry': 'Jewelry',
  'newStore.cat.gadget': 'Gadget',
  'newStore.cat.fashion': 'Fashion',
  'newStore.cat.book': 'Book',
  'newStore.cat.agro': 'Agro',

  // createStoreSchema's messages (worded in English in the contracts)
  'newStore.field.nameRequired': 'Store name is required.',
  'newStore.field.nameShort': 'Store name must be at least 2 characters.',
  'newStore.field.nameLong': 'Store name must be at most 80 characters.',
  'newStore.field.category': 'Choose a template category.',
  'newStore.field.theme': 'Choose one of the three themes.',
  'newStore.field.descriptionLong': 'Description must be at most 500 characters.',
  'newStore.field.subdomainEmpty': 'Subdomain is required.',
  'newStore.field.subdomainLong': 'Subdomain must be at most 63 characters.',
  'newStore.field.subdomainInvalid':
    'Use only lowercase letters, digits and hyphens, not starting or ending with a hyphen.',
  'newStore.field.subdomainReserved': 'This subdomain is reserved. Please choose another.',
};

export default messages;
export const reviewed: readonly string[] = [];
