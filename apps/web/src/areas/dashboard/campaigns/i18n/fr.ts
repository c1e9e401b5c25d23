import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'campaigns.description':
    '{whatsapp, select, yes {SMS, e-mail et WhatsApp} other {SMS et e-mail}} aux clients qui ont accepté, à la commande, de recevoir vos nouvelles.',
  'campaigns.new': 'Nouvelle campagne',
  'campaigns.upgrade':
    'Les campagnes sont dans Premium (500 crédits SMS par mois) et Enterprise (2 000). Vous êtes sur {plan}.',
  'campaigns.empty': 'Aucune campagne pour le moment',
  'campaigns.emptyText':
    'Annoncez une promotion ou un nouvel arrivage à vos clients. Seuls ceux qui ont coché « recevoir les nouvelles et offres » à la commande la reçoivent ; voyez-les sur la page Clients.',
  'campaigns.summary':
    '{total, plural, =0 {Aucune campagne} one {{first}–{last} sur # campagne} other {{first}–{last} sur # campagnes}}',
  'campaigns.sentNotice': 'Campagne envoyée : les messages partent.',
  'campaigns.channel.email': 'E-mail',
  'campaigns.template.promotion': 'Promotion ou soldes',
  'campaigns.template.newArrivals': 'Nouveautés',
  'campaigns.status.sending': 'Envoi en cours',
  'campaigns.status.sent': 'Envoyée',
  'campaigns.fig.recipients': 'Destinataires',
  'campaigns.fig.deliveredOrRead': 'Remis ou lus',
  'campaigns.fig.delivered': 'Remis',
  'campaigns.fig.sent': 'Envoyés',
  'campaigns.fig.failed': 'Échecs',
  'campaigns.fig.optedOut': 'Désabonnés',
  'campaigns.queued':
    '{count, plural, one {# en attente} other {# en attente}} (les messages partent quelques-uns par minute).',
  'campaigns.credits': '{count, plural, one {# crédit SMS} other {# crédits SMS}}',
  'campaigns.form.name': 'Nom de la campagne',
  'campaigns.form.nameHint': 'Pour vous ; les clients ne le voient pas',
  'campaigns.form.sendBy': 'Envoyer par',
  'campaigns.form.whatsappOff': 'WhatsApp (indisponible)',
  'campaigns.form.template': 'Modèle WhatsApp',
  'campaigns.form.templateHint':
    "WhatsApp ne laisse une entreprise écrire en premier qu'avec un modèle approuvé ; le nom et le lien de votre boutique y sont ajoutés",
  'campaigns.form.subject': 'Objet',
  'campaigns.form.message': 'Message',
  'campaigns.form.smsHint': '« {line} » est ajouté à la fin · {count} caractères',
  'campaigns.form.whatsappHint':
    'Une ligne dans le modèle, avec « {line} » à la fin · {count}/{max} caractères',
  'campaigns.form.emailHint': 'Un lien de désabonnement est ajouté à la fin',
  'campaigns.form.who': 'Qui le reçoit (tous ceux qui ont accepté, sauf si vous filtrez)',
  'campaigns.form.tag': 'Étiquette',
  'campaigns.form.tagHint': 'ex. vip',
  'campaigns.form.spent': 'A dépensé au moins',
  'campaigns.form.collection': 'A acheté dans la collection',
  'campaigns.form.any': 'Toutes',
  'campaigns.form.inactive': 'Aucune commande depuis … jours',
  'campaigns.form.before': 'Avant d’envoyer',
  'campaigns.form.writeFirst': 'Écrivez le message pour voir qui il touche et ce qu’il coûte.',
  'campaigns.form.reaches':
    'Touche {count, plural, one {# client} other {# clients}} ayant accepté les offres',
  'campaigns.form.unreachable':
    '{count, plural, one {# autre n’a} other {# autres n’ont}} {channel, select, email {pas d’adresse e-mail} other {pas de numéro utilisable}}.',
  'campaigns.form.whatsappNote': 'Les messages WhatsApp n’utilisent pas vos crédits SMS. Chaque client lit :',
  'campaigns.form.smsCost':
    '{pages, plural, one {# page SMS} other {# pages SMS}} chacun ({encoding}, {characters} caractères) · utilise {needed, plural, one {# crédit} other {# crédits}} sur les {left} restants ce mois-ci ({monthly} par mois avec votre formule)',
  'campaigns.form.sendTo': 'Envoyer à {count, plural, one {# client} other {# clients}}',
  'campaigns.form.send': 'Envoyer',
};

export default messages;
export const reviewed: readonly string[] = [];
