import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'customers.list.description':
    'Tous ceux qui ont commandé dans votre boutique ou que vous avez importés, par numéro de téléphone : leurs achats, vos notes et s’ils acceptent le marketing.',
  'customers.list.export': 'Exporter CSV',
  'customers.list.search': 'Rechercher un client',
  'customers.list.searchHint': 'Nom, téléphone ou e-mail',
  'customers.list.marketing': 'Marketing',
  'customers.list.everyone': 'Tous',
  'customers.list.accepts': 'Accepte le marketing',
  'customers.list.doesNot': 'Refuse',
  'customers.list.sortBy': 'Trier par',
  'customers.list.sort.recent': 'Dernière commande',
  'customers.list.sort.orders': 'Plus de commandes',
  'customers.list.sort.spent': 'Plus gros achats',
  'customers.list.sort.name': 'Nom',
  'customers.list.tag': 'Étiquette',
  'customers.list.tagHint': 'Étiquette, par ex. vip',
  'customers.list.noMatch': 'Aucun client ne correspond',
  'customers.list.noMatchText': 'Essayez une autre recherche ou un autre filtre.',
  'customers.list.none': 'Pas encore de client',
  'customers.list.noneText':
    'Quand quelqu’un commande dans votre boutique ou reçoit une facture de vous, il apparaît ici avec son numéro. Vous pouvez aussi importer les contacts de votre téléphone.',
  'customers.list.summary':
    '{total, plural, =0 {Aucun client} one {{first}–{last} sur # client} other {{first}–{last} sur # clients}}',
  'customers.card.noName': 'Sans nom',
  'customers.card.open': 'Ouvrir {name}',
  'customers.card.orders': '{orders, plural, one {# commande} other {# commandes}}',
  'customers.card.ordersInvoices':
    '{orders, plural, one {# commande} other {# commandes}} · {invoices, plural, one {# facture} other {# factures}}',
  'customers.card.notAsked': 'Marketing non demandé',
  'customers.card.imported': 'Importé le {date}',
  'customers.card.lastOrder': 'Dernière commande le {date}',
  'customers.card.lastOrderOrInvoice': 'Dernière commande ou facture le {date}',
  'customers.drawer.summary':
    '{orders, plural, one {# commande} other {# commandes}}, {spent} · client depuis le {date}',
  'customers.drawer.invoices':
    '{count, plural, one {# facture envoyée} other {# factures envoyées}} ; une facture payée compte une fois parmi les commandes et le montant dépensé.',
  'customers.drawer.consentYes': 'A accepté les messages marketing le {date}.',
  'customers.drawer.consentUnknown':
    'Contact importé : jamais consulté sur le marketing, aucune campagne ne l’atteint tant qu’il n’accepte pas lors d’une commande.',
  'customers.drawer.consentNo': 'N’a pas accepté le marketing : seuls les messages de commande l’atteignent.',
  'customers.drawer.tags': 'Étiquettes',
  'customers.drawer.tagsHint':
    'Pour vos propres groupes, par ex. vip ou grossiste. Appuyez sur Entrée après chacune.',
  'customers.drawer.notes': 'Notes',
  'customers.drawer.stopMarketing': 'A demandé l’arrêt du marketing',
  'customers.drawer.save': 'Enregistrer',
  'customers.import.button': 'Importer des contacts',
  'customers.import.intro':
    'Choisissez un fichier CSV avec les colonnes nom, téléphone et e-mail, ou le fichier de contacts (.vcf) exporté par votre téléphone. Les numéros sont reconnus dans tous les formats nigérians : personne n’est ajouté deux fois.',
  'customers.import.file': 'Fichier de contacts',
  'customers.import.choose': 'Choisir un fichier .csv ou .vcf',
  'customers.import.action': 'Importer',
  'customers.import.done': 'Terminé',
  'customers.import.readFailed': 'Impossible de lire ce fichier. Choisissez-le à nouveau.',
  'customers.import.tooLarge': 'Le fichier est trop gros : 3 Mo au plus. Exportez les contacts sans photos.',
  'customers.import.title': 'Contacts importés',
  'customers.import.summary':
    '{imported, plural, one {# nouveau client ajouté} other {# nouveaux clients ajoutés}}, {merged, plural, one {# contact fusionné} other {# contacts fusionnés}}, {skipped, plural, one {# contact ignoré} other {# contacts ignorés}}. Les contacts importés ne reçoivent aucun message marketing tant qu’ils n’acceptent pas lors d’une commande.',
  'customers.import.merged': 'Fusionné {name} : {reason}',
  'customers.import.skipped': 'Ignoré {name} : {reason}',
  'customers.import.contact': 'contact {entry}',
  'customers.import.reason.existing': 'déjà client, gardé tel quel',
  'customers.import.reason.duplicate': 'même numéro qu’un contact plus haut dans le fichier',
  'customers.import.reason.noPhone': 'pas de numéro de téléphone',
  'customers.import.reason.invalidPhone': 'numéro de téléphone invalide',
};

export default messages;
export const reviewed: readonly string[] = [];
