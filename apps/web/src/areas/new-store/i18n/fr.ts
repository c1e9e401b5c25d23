import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'newStore.title': 'Créez votre boutique',
  'newStore.intro':
    '{name, select, none {Donnez un nom à votre boutique et choisissez son adresse.} other {{name}, donnez un nom à votre boutique et choisissez son adresse.}} Vous pourrez changer son apparence à tout moment.',
  'newStore.name': 'Nom de la boutique',
  'newStore.address': 'Adresse de la boutique',
  'newStore.addressHint': 'Lettres minuscules, chiffres et tirets.',
  'newStore.checking': 'Vérification…',
  'newStore.available': '{address} est disponible',
  'newStore.category': 'Que vendez-vous ?',
  'newStore.categoryHint': 'Choisissez une catégorie',
  'newStore.theme': 'Thème',
  'newStore.description': 'Courte description (facultatif)',
  'newStore.descriptionHint': 'Sauces, épices et snacks faits maison, livrés partout à Abidjan.',
  'newStore.submit': 'Créer la boutique',

  'newStore.themeText.soko':
    'Une barre de marché lumineuse, la recherche en haut et des fiches produit arrondies, pour les produits du quotidien.',
  'newStore.themeText.adire':
    'Un en-tête élégant et une grille aérée, pour la mode, la beauté et l’artisanat.',
  'newStore.themeText.ekoNight':
    'Une page sombre avec un en-tête flottant et des cartes lumineuses, pour les gadgets et l’électronique.',

  'newStore.cat.building': 'Bâtiment et construction',
  'newStore.cat.industrial': 'Industrie et sciences',
  'newStore.cat.beauty': 'Beauté et soins',
  'newStore.cat.health': 'Santé et bien-être',
  'newStore.cat.food': 'Alimentation et boissons',
  'newStore.cat.office': 'Fournitures de bureau',
  'newStore.cat.home': 'Décoration',
  'newStore.cat.toys': 'Jouets et jeux',
  'newStore.cat.sport': 'Sport et fitness',
  'newStore.cat.arts': 'Arts et artisanat',
  'newStore.cat.baby': 'Bébé et maternité',
  'newStore.cat.tools': 'Outils et équipement',
  'newStore.cat.electronics': 'Électronique',
  'newStore.cat.furniture': 'Meubles',
  'newStore.cat.automotive': 'Automobile',
  'newStore.cat.jewelry': 'Bijoux',
  'newStore.cat.gadget': 'Gadgets',
  'newStore.cat.fashion': 'Mode',
  'newStore.cat.book': 'Livres',
  'newStore.cat.agro': 'Produits agricoles',

  'newStore.field.nameRequired': 'Le nom de la boutique est obligatoire.',
  'newStore.field.nameShort': 'Le nom doit contenir au moins 2 caractères.',
  'newStore.field.nameLong': 'Le nom ne doit pas dépasser 80 caractères.',
  'newStore.field.category': 'Choisissez une catégorie.',
  'newStore.field.theme': 'Choisissez l’un des trois thèmes.',
  'newStore.field.descriptionLong': 'La description ne doit pas dépasser 500 caractères.',
  'newStore.field.subdomainEmpty': 'L’adresse est obligatoire.',
  'newStore.field.subdomainLong': 'L’adresse ne doit pas dépasser 63 caractères.',
  'newStore.field.subdomainInvalid':
    'Uniquement des lettres minuscules, des chiffres et des tirets, sans tiret au début ni à la fin.',
  'newStore.field.subdomainReserved': 'Cette adresse est réservée. Choisissez-en une autre.',
};

export default messages;
export const reviewed: readonly string[] = [];
