import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'collections.list.description':
    'Rangez vos produits en rayons que vos clients parcourent, comme « Nouveautés » ou « Homme ».',
  'collections.list.new': 'Nouvelle collection',
  'collections.list.none': 'Pas encore de collection',
  'collections.list.noneText':
    'Les collections s’affichent en boutique pour que vos clients trouvent plus vite.',
  'collections.list.col.collection': 'Collection',
  'collections.list.col.address': 'Adresse web',
  'collections.list.col.products': 'Produits',
  'collections.list.edit': 'Modifier {name}',
  'collections.list.delete': 'Supprimer {name}',
  'collections.list.deleteTitle': 'Supprimer cette collection ?',
  'collections.list.deleteText': '« {name} » est supprimée ; ses produits restent dans votre boutique.',
  'collections.list.deleteAction': 'Supprimer la collection',
  'collections.list.deleteFailed': 'Suppression impossible',
  'collections.list.keep': 'La garder',
  'collections.form.editTitle': 'Modifier la collection',
  'collections.form.title': 'Nom',
  'collections.form.titlePlaceholder': 'Nouveautés',
  'collections.form.titleRequired': 'Le nom est obligatoire.',
  'collections.form.tooLong': '{max} caractères au plus.',
  'collections.form.address': 'Adresse web',
  'collections.form.addressHint': 'Partie du lien de la collection dans votre boutique',
  'collections.form.addressInvalid': 'Lettres minuscules, chiffres et tirets simples seulement.',
  'collections.form.description': 'Description',
  'collections.form.cancel': 'Annuler',
  'collections.form.save': 'Enregistrer',
  'collections.form.create': 'Créer la collection',
  'collections.form.saved': 'Collection enregistrée',
  'collections.form.created': 'Collection créée',
};

export default messages;
export const reviewed: readonly string[] = [];
