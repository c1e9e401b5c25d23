import { subdomainMessages, type TEMPLATE_CATEGORIES } from '@kasuwa/contracts';
import type english from './i18n/en-NG';

type Key = keyof typeof english;

/** Each template category's label; the English value stays what is saved. */
export const CATEGORY_LABELS: Record<(typeof TEMPLATE_CATEGORIES)[number], Key> = {
  'Building and Construction': 'newStore.cat.building',
  'Industrial & Scientific': 'newStore.cat.industrial',
  'Beauty & Personal Care': 'newStore.cat.beauty',
  'Health and Wellness': 'newStore.cat.health',
  'Food & Beverage': 'newStore.cat.food',
  'Office Supplies': 'newStore.cat.office',
  'Home Decoration': 'newStore.cat.home',
  'Toys & Games': 'newStore.cat.toys',
  'Sport and Fitness': 'newStore.cat.sport',
  'Arts and Crafts': 'newStore.cat.arts',
  'Baby and Maternity': 'newStore.cat.baby',
  'Tools and Equipment': 'newStore.cat.tools',
  Electronics: 'newStore.cat.electronics',
  Furniture: 'newStore.cat.furniture',
  Automotive: 'newStore.cat.automotive',
  Jewelry: 'newStore.cat.jewelry',
  Gadget: 'newStore.cat.gadget',
  Fashion: 'newStore.cat.fashion',
  Book: 'newStore.cat.book',
  Agro: 'newStore.cat.agro',
};

/** Each theme's description by its themeName (STOREFRONT_THEMES). */
export const THEME_TEXTS: Record<string, Key> = {
  soko: 'newStore.themeText.soko',
  adire: 'newStore.themeText.adire',
  'eko-night': 'newStore.themeText.ekoNight',
};

/** createStoreSchema's messages (the contracts word them in English), so the form shows them translated. */
export const FIELD_MESSAGES: Readonly<Record<string, Key>> = {
  'Store name is required.': 'newStore.field.nameRequired',
  'Store name must be at least 2 characters.': 'newStore.field.nameShort',
  'Store name must be at most 80 characters.': 'newStore.field.nameLong',
  'Choose a template category.': 'newStore.field.category',
  'Choose one of the three themes.': 'newStore.field.theme',
  'Description must be at most 500 characters.': 'newStore.field.descriptionLong',
  [subdomainMessages.empty]: 'newStore.field.subdomainEmpty',
  [subdomainMessages.too_long]: 'newStore.field.subdomainLong',
  [subdomainMessages.invalid]: 'newStore.field.subdomainInvalid',
  [subdomainMessages.reserved]: 'newStore.field.subdomainReserved',
};
