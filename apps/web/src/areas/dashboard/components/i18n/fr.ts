import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'dashboard.role.owner': 'Propriétaire',
  'dashboard.role.manager': 'Gérant',
  'dashboard.role.sales': 'Vente',
  'dashboard.role.stock': 'Stock',
  'dashboard.role.custom': 'Sur mesure',
  'dashboard.store.withRole': '{store} · {role}',
  'dashboard.form.cancel': 'Annuler',
  'dashboard.noAccess.title': "Vous n'avez pas accès à cette page",
  'dashboard.noAccess.text':
    'Votre rôle chez {store} ne comprend pas cette page. Si vous en avez besoin, demandez au propriétaire de la boutique.',
  'dashboard.noAccess.back': "Retour à l'accueil",
  'dashboard.field.required': 'Champ obligatoire.',
  'dashboard.field.tooShort': 'Au moins {min, plural, one {# caractère} other {# caractères}}.',
  'dashboard.field.tooLong': 'Au plus {max, plural, one {# caractère} other {# caractères}}.',
  'dashboard.field.chooseOne': 'Choisissez-en au moins un.',
  'dashboard.field.tooSmall': 'Au moins {min}.',
  'dashboard.field.tooBig': 'Au plus {max}.',
  'dashboard.field.email': 'Saisissez une adresse e-mail valide.',
  'dashboard.field.url': 'Saisissez une adresse web complète (https://…).',
  'dashboard.field.choose': 'Choisissez une des options.',
  'dashboard.field.number': 'Saisissez un nombre.',
};

export default messages;
export const reviewed: readonly string[] = [];
