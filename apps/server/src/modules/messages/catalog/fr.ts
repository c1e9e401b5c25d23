import type { MessageId } from '../messages.params';
import errorsFr from './errors/fr';

/**
 * French, as commerce writes it in Abidjan and Dakar (vous, boutique, livraison, paiement à la livraison;
 * docs/i18n-glossary.md). SMS texts (`sms.*`, `*.sms`) stay GSM-7: no ç, no circumflex (é è à ù are GSM-7).
 * No apostrophe right before a `{`: ICU would read it as the start of quoted text.
 */
const fr = {
  'email.button_fallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'email.confirm.subject': 'Confirmez votre compte Kasuwa',
  'email.confirm.body':
    'Bienvenue sur Kasuwa, {firstName} !\n\nMerci d’avoir créé un compte pour {business}.\nConfirmez votre adresse e-mail pour terminer l’ouverture de votre compte. Le lien est valable 48 heures.',
  'email.confirm.action': 'Confirmer mon e-mail',
  'email.confirm.footer':
    'Si vous n’avez pas créé de compte Kasuwa, ignorez cet e-mail.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.registration_attempt.subject': 'Quelqu’un a voulu s’inscrire avec votre e-mail',
  'email.registration_attempt.body':
    'Bonjour {firstName},\n\nQuelqu’un a essayé de créer un compte Kasuwa avec cette adresse e-mail, qui en a déjà un.\nSi c’était vous, connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié :\n{resetUrl}\nSi ce n’était pas vous, ignorez cet e-mail : rien n’a été modifié.',
  'email.registration_attempt.action': 'Me connecter à Kasuwa',
  'email.registration_attempt.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.password_reset.subject': 'Réinitialisez votre mot de passe Kasuwa',
  'email.password_reset.body':
    'Bonjour {firstName},\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre compte Kasuwa.\nUtilisez le lien ci-dessous pour choisir un nouveau mot de passe. Il ne sert qu’une fois et expire dans une heure.',
  'email.password_reset.action': 'Réinitialiser mon mot de passe',
  'email.password_reset.footer':
    'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.password_changed.subject': 'Le mot de passe de votre compte Kasuwa a été modifié',
  'email.password_changed.body':
    'Bonjour {firstName},\n\nLe mot de passe de votre compte Kasuwa vient d’être modifié et toutes vos autres sessions ont été fermées.\nSi ce n’était pas vous, réinitialisez tout de suite votre mot de passe et écrivez à {support}.',
  'email.password_changed.action': 'Me connecter à Kasuwa',
  'email.password_changed.footer': 'Kasuwa Technologies Ltd, Lagos',
  'email.login_locked.subject': 'Votre compte Kasuwa a été bloqué',
  'email.login_locked.body':
    'Bonjour {firstName},\n\nPlusieurs tentatives de connexion à votre compte Kasuwa ont échoué : la connexion est bloquée pendant 15 minutes.\nSi c’était vous, vous pouvez quand même vous connecter : saisissez votre mot de passe, puis le code que nous vous envoyons par e-mail.\nSi ce n’était pas vous, personne n’est entré. Par prudence, choisissez un nouveau mot de passe avec le lien ci-dessous.',
  'email.login_locked.action': 'Réinitialiser mon mot de passe',
  'email.login_locked.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.login_code.subject': 'Code de connexion Kasuwa : {code}',
  'email.login_code.body':
    'Bonjour {firstName},\n\nVotre code de connexion est {code}. Il ne sert qu’une fois, dans les 10 minutes.\nSaisissez-le sur la page de connexion avec votre mot de passe.\nSi vous n’êtes pas en train de vous connecter, quelqu’un connaît votre mot de passe : réinitialisez-le tout de suite.',
  'email.login_code.action': 'Réinitialiser mon mot de passe',
  'email.login_code.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.newsletter_confirm.subject': 'Confirmez votre inscription à la lettre de Kasuwa',
  'email.newsletter_confirm.body':
    'Bonjour {name},\n\nConfirmez que vous voulez recevoir la lettre de Kasuwa : des conseils pour vendre en ligne, nos nouveautés et\ndes histoires de vendeurs de toute l’Afrique. Nous envoyons au plus deux e-mails par mois.',
  'email.newsletter_confirm.action': 'Confirmer mon inscription',
  'email.newsletter_confirm.footer':
    'Si vous n’avez rien demandé, ignorez cet e-mail, ou désabonnez-vous ici : {unsubscribeUrl}\n\nKasuwa Technologies Ltd, Lagos',
  'email.contact.subject':
    '{priority, select, none {} other {[Prioritaire] Vendeur {priority} : }}Formulaire de contact n° {id} : {subject, select, none {Sans objet} other {{subject}}}',
  'email.contact.body':
    'De : {name} <{email}>{priority, select, none {} other {\nFormule : {priority} (support prioritaire : répondre en premier)}}\nObjet : {subject, select, none {(aucun)} other {{subject}}}\nReçu le : {received}\n\n{message}',
  'email.admin_login_locked.subject': 'Votre compte d’administration Kasuwa a été bloqué',
  'email.admin_login_locked.body':
    'Bonjour {firstName},\n\nPlusieurs tentatives de connexion à votre compte d’administration Kasuwa ont échoué : il est bloqué pendant 15 minutes.\nSi c’était vous, vous pouvez quand même vous connecter : saisissez votre mot de passe, puis le code que nous vous envoyons par e-mail.\nSi ce n’était pas vous, votre mot de passe reste sûr tant que personne ne le connaît ; en cas de doute, demandez à un\nsuper-administrateur de le changer. Connexion : {loginUrl}',
  'email.admin_login_code.subject': 'Code de connexion Kasuwa : {code}',
  'email.admin_login_code.body':
    'Bonjour {firstName},\n\nVotre code de connexion est {code}. Il ne sert qu’une fois, dans les 10 minutes.\nSaisissez-le sur la page de connexion avec votre mot de passe. Si vous n’êtes pas en train de vous connecter, quelqu’un\nconnaît votre mot de passe : changez-le tout de suite.',

  'email.order_placed.subject': 'Votre commande n° {number} chez {store}',
  'email.order_placed.body':
    'Bonjour {customer},\n\nMerci pour votre commande n° {number} chez {store}.\n\n{lines}\n  Total : {total}\n\nStatut : {payment, select, on_delivery {confirmée. Vous payez à la livraison, en espèces ou par virement au livreur ou à la boutique.} other {en attente de paiement.}}\nSuivez votre commande à tout moment : {url}\n\nGardez ce lien pour vous : toute personne qui l’a peut voir votre commande.',
  'email.order_placed.line':
    '  {quantity} × {title}{variant, select, none {} other { ({variant})}}  {lineTotal}{discount, select, none {} other { − remise de {discount}}}',
  'email.order_placed.subtotal': '  Sous-total : {amount}',
  'email.order_placed.discount': '  Remise {code} : −{amount}',
  'email.order_placed.delivery': '  Livraison ({name}) : {fee, select, none {gratuite} other {{fee}}}',
  'email.order_shipped.subject': 'Votre commande n° {number} chez {store} est en route',
  'email.order_shipped.body':
    'Bonjour {customer},\n\n{store} a expédié votre commande n° {number}{carrier, select, none {{tracking, select, none {} other { (numéro de suivi {tracking})}}} other { ({carrier}{tracking, select, none {} other {, numéro de suivi {tracking}}})}}.{delivery, select, none {} other {\nLivraison : {delivery}.}}\n\nSuivez votre commande à tout moment : {url}\n\nGardez ce lien pour vous : toute personne qui l’a peut voir votre commande.',
  'email.order_delivered.subject': 'Commande n° {number} livrée : confirmez la réception',
  'email.order_delivered.body':
    'Bonjour {customer},\n\n{store, select, none {La boutique} other {{store}}} indique que votre commande n° {number} est livrée.\n{amount, select, none {Votre paiement} other {Votre paiement de {amount}}} est gardé en séquestre par Kasuwa jusqu’à ce que vous confirmiez la réception.\n\nConfirmer la réception : {url}\n\nEn cas de problème, ouvrez une réclamation depuis la même page avant que l’argent ne soit versé.\nSans confirmation ni réclamation, le paiement est versé au vendeur dans {days, plural, one {# jour} other {# jours}}.',

  'email.invoice.subject': 'Facture {invoice} de {store}',
  'email.invoice.body':
    'Bonjour {customer},\n\n{store} vous a envoyé la facture {invoice} de {total}, à payer avant le {due}.\n\nConsultez-la et payez-la ici : {url}\n\nVotre paiement est gardé en séquestre par Kasuwa jusqu’à ce que vous confirmiez avoir reçu ce que vous avez payé.',
  'email.invoice_reminder_before.subject': 'Rappel : facture {invoice} de {store}',
  'email.invoice_reminder_before.body':
    'Bonjour {customer},\n\nPetit rappel : la facture {invoice} de {store}, d’un montant de {total}, est à payer avant le {due}.\n\nConsultez-la et payez-la ici : {url}\n\nVotre paiement est gardé en séquestre par Kasuwa jusqu’à ce que vous confirmiez avoir reçu ce que vous avez payé.',
  'email.invoice_reminder_after.subject': 'Rappel : facture {invoice} de {store}',
  'email.invoice_reminder_after.body':
    'Bonjour {customer},\n\nLa facture {invoice} de {store}, d’un montant de {total}, était à payer le {due} et n’est pas encore payée.\n\nConsultez-la et payez-la ici : {url}\n\nVotre paiement est gardé en séquestre par Kasuwa jusqu’à ce que vous confirmiez avoir reçu ce que vous avez payé.',
  'email.receipt.subject': 'Votre reçu {document} de {store}',
  'email.receipt.body':
    'Bonjour {customer},\n\nMerci pour votre paiement de {amount} à {store}.\nVotre reçu {document} (PDF) : {url}\nPour une imprimante de tickets (80 mm) : {thermal}{notes, select, none {} other {\n\n{notes}}}',
  'email.credit_note.subject': 'Votre avoir {document} de {store}',
  'email.credit_note.body':
    'Bonjour {customer},\n\n{store} vous a remboursé {amount}.\nVotre avoir {document} (PDF) : {url}\nPour une imprimante de tickets (80 mm) : {thermal}',

  'email.pay_link.subject': 'Payez votre commande n° {number} chez {store}',
  'email.pay_link.body':
    'Bonjour {customer},\n\n{store} a mis de côté pour vous votre commande n° {number} de {total}.\nPayez-la ici : {url}\n\nLes articles sont réservés pendant {minutes} minutes. Votre paiement est gardé en séquestre par Kasuwa jusqu’à ce que vous confirmiez avoir reçu votre commande.',
  'sale.walk_in_customer': 'Client au comptoir',
  'sale.manual_discount': 'Remise',
  'sale.paid_note':
    'Payé directement au vendeur ({method, select, cash {espèces} bank_transfer {virement} pos {terminal de paiement} other {autre}}), enregistré par le vendeur : sans séquestre, sans frais Kasuwa.',
  'share.sale_receipt':
    'Merci pour votre achat chez {store} ! Commande n° {number}, {total} payé. Votre reçu : {url}',
  'share.sale_receipt.sms':
    'Merci pour votre achat chez {store} ! Commande {number}, {total} payé. Votre recu : {url}',
  'share.sale_on_delivery':
    'Bonjour de la part de {store} ! Votre commande n° {number} est confirmée : {total}, à payer à la livraison (espèces ou virement). Suivez-la ici : {url}',
  'share.sale_on_delivery.sms':
    '{store} : commande {number} confirmée. Payez {total} à la livraison (espèces ou virement). Suivi : {url}',
  'share.sale_pay_link':
    'Bonjour de la part de {store} ! Votre commande n° {number} fait {total}. Payez-la ici (articles réservés {minutes} minutes) : {url}',
  'share.sale_pay_link.sms':
    '{store} : votre commande {number} fait {total}. Payez ici (articles réservés {minutes} min) : {url}',
  'email.plan_active.subject': 'Votre formule Kasuwa {plan} est active',
  'email.plan_active.body':
    'Merci. Nous avons reçu {amount} pour la formule {plan} ({interval, select, monthly {mensuelle} annual {annuelle} other {{interval}}}).{credit, select, none {} other {\nLa part non utilisée de votre formule précédente, {credit}, a été déduite.}}\nVotre formule court jusqu’au {until} et se renouvelle ce jour-là.\nRéférence : {reference}\n\nGérer votre formule : {url}',
  'email.plan_renewal_failed.subject': 'Nous n’avons pas pu renouveler votre formule Kasuwa {plan}',
  'email.plan_renewal_failed.body':
    'Le prélèvement de {amount} sur votre carte{last4, select, none {} other { se terminant par {last4}}} a échoué : {reason}.\nLes fonctions de la formule {plan} restent actives jusqu’au {until}. Nous réessaierons une fois par jour d’ici là ; ensuite votre compte passe à la formule Free (rien n’est supprimé).\n\nRemplacez votre carte (nous l’essayons dans les minutes qui suivent) : {url}',
  'email.plan_ended.subject': 'Votre formule Kasuwa {plan} est terminée',
  'email.plan_ended.body':
    '{reason, select, unpaid {Nous n’avons pas pu renouveler votre formule {plan} après {graceDays, plural, one {# jour} other {# jours}} de tentatives : votre compte est maintenant en formule Free.} other {Votre formule {plan} s’est terminée comme vous l’avez demandé : votre compte est maintenant en formule Free.}}\nRien n’a été supprimé. Les boutiques au-delà de la formule Free restent en ligne, en lecture seule, jusqu’à ce que vous choisissiez celles à garder ou repreniez une formule.\n\nChoisir une formule : {url}',
  'email.plan_card_changed.subject': 'Votre formule Kasuwa se renouvellera sur une nouvelle carte',
  'email.plan_card_changed.body':
    'Votre formule se renouvelle désormais sur la carte se terminant par {last4}{previous, select, none {} other { au lieu de la carte se terminant par {previous}}}.\nLes {amount} prélevés pour vérifier la carte lui sont remboursés.\nSi vous n’avez pas fait ce changement, répondez tout de suite à cet e-mail.\n\nGérer votre formule : {url}',
  'email.plan_card_expiring.subject':
    'Votre carte expire avant le renouvellement de votre formule Kasuwa {plan}',
  'email.plan_card_expiring.body':
    'Votre formule {plan} se renouvelle le {renews}, mais la carte se terminant par {last4, select, none {····} other {{last4}}} qui la paie expire fin {expires}.\nRemplacez-la avant pour que votre formule se renouvelle sans interruption (après un renouvellement refusé, vous avez {graceDays, plural, one {# jour} other {# jours}} de grâce, puis votre compte passe à la formule Free).\n\nRemplacer votre carte : {url}',
  'email.plan_payment_refunded.subject': 'Nous remboursons un second paiement de votre formule Kasuwa {plan}',
  'email.plan_payment_refunded.body':
    'Nous avons reçu {amount} pour la formule {plan} ({interval, select, monthly {mensuelle} annual {annuelle} other {{interval}}}), mais {why, select, already_paid {cette formule était déjà payée} other {votre formule avait changé avant l’arrivée de ce paiement}} : ce paiement n’a donc pas servi, et la totalité est remboursée sur votre carte.\nVotre banque affiche en général le remboursement sous quelques jours ouvrés. Votre formule actuelle n’est pas touchée.\nRéférence : {reference}\n\nGérer votre formule : {url}',

  'email.campaign.reason':
    'Vous recevez cet e-mail car vous avez accepté les nouveautés et offres de {store} lors de votre commande.',
  'email.campaign.unsubscribe': 'Se désabonner',
  // The line after a store's campaign SMS (GSM-7; STOP is the word the SMS gateway acts on).
  'sms.campaign_opt_out': 'Répondez STOP pour vous désabonner.',

  'vendor.order_placed.subject': 'Nouvelle commande n° {number} chez {store}',
  'vendor.order_placed.body':
    '{customer} a passé la commande n° {number} ({total}) chez {store}. {payment, select, on_delivery {Elle est confirmée sans paiement : le client paie à la livraison.} other {Elle attend son paiement.}}\n\nVoir dans {orders}.',
  'vendor.order_placed.sms':
    '{store} : nouvelle commande {number} de {customer}, {total}, {payment, select, on_delivery {paiement à la livraison} other {en attente de paiement}}.',
  'vendor.order_paid.subject': 'La commande n° {number} est payée',
  'vendor.order_paid.body':
    'La commande n° {number} chez {store} est payée : {amount} (référence {reference}). L’argent est gardé en séquestre jusqu’à ce que le client confirme la livraison.\n\nPréparez-la et expédiez-la : {orders}',
  'vendor.order_paid.sms':
    "{store} : commande {number} PAYEE ({amount}). Merci de l'expédier.{link, select, none {} other { {link}}}",
  'vendor.order_paid.push.title': '{store} : commande n° {number} payée',
  'vendor.order_paid.push.body': '{amount} reçus. Touchez pour la préparer et l’expédier.',
  'vendor.order_pay_on_delivery.push.title':
    '{store} : nouvelle commande n° {number}, paiement à la livraison',
  'vendor.order_pay_on_delivery.push.body':
    'Encaissez {amount} à la livraison. Touchez pour voir la commande.',
  'vendor.dispute_opened.subject': 'Un client a ouvert une réclamation sur la commande n° {number}',
  'vendor.dispute_opened.body':
    'Le client de la commande n° {number} chez {store} a ouvert une réclamation :\n\n{reason}\n\nLe paiement reste en séquestre pendant que notre équipe examine le cas. Voir {orders}.',
  'vendor.dispute_opened.sms':
    '{store} : le client a ouvert une réclamation sur la commande {number}. Le paiement est bloqué ; voir vos e-mails.',
  'vendor.payout_paid.subject': 'Versement de {amount} effectué',
  'vendor.payout_paid.body':
    'Votre versement de {amount} de {store} (référence {reference}) a été payé sur votre compte bancaire.',
  'vendor.payout_paid.sms':
    '{store} : versement de {amount} payé sur votre compte bancaire (réf {reference}).',
  'vendor.payout_failed.subject': 'Le versement de {amount} a échoué',
  'vendor.payout_failed.body':
    'Votre versement de {amount} de {store} (référence {reference}) a échoué : {reason}. L’argent est revenu dans votre solde disponible ; vérifiez vos coordonnées bancaires et redemandez le versement.',
  'vendor.payout_failed.sms':
    "{store} : le versement de {amount} a ECHOUE ({reason}). L'argent est revenu dans votre solde.",
  'vendor.low_stock.subject': 'Stock bas : {item}',
  'vendor.low_stock.body':
    '{item}{sku, select, none {} other { [{sku}]}} chez {store} est descendu à {stock} (votre seuil d’alerte est {threshold}). Réapprovisionnez depuis Stock dans votre tableau de bord{inventory, select, none {.} other { : {inventory}}}',
  'vendor.low_stock.sms': '{store} : plus que {stock} {item} en stock (seuil {threshold}).',
  'vendor.plan_free.subject': 'Votre formule Kasuwa {plan} est terminée : {store} passe en Free',
  'vendor.plan_free.body':
    'Le renouvellement de votre formule {plan} n’a pas pu être payé et le délai de grâce est passé : votre compte est maintenant en formule Free. Votre boutique reste ouverte avec les limites de la formule Free.\n\nChoisissez à nouveau une formule sur {billing}.',
  'vendor.plan_free.sms':
    "Kasuwa : votre formule {plan} n'a pas pu etre renouvelée ; {store} est maintenant en formule Free. Renouvelez depuis votre tableau de bord.",
  'vendor.plan_failed.subject': 'Le renouvellement de votre formule Kasuwa {plan} a échoué',
  'vendor.plan_failed.body':
    'Nous n’avons pas pu encaisser le renouvellement de votre formule {plan}{reason, select, none {} other { ({reason})}}. Votre formule continue de fonctionner{until, select, none {} other { jusqu’au {until}}} ; nous réessaierons. Pour ne pas passer en formule Free, remplacez votre carte sur {billing}.',
  'vendor.plan_failed.sms':
    "Kasuwa : le paiement du renouvellement {plan} de {store} a échoué. Votre formule marche{until, select, none {} other { jusqu'au {until}}} ; changez de carte dans le tableau de bord.",
  'vendor.your_dashboard': 'votre tableau de bord',
  'vendor.subscription_in_dashboard': 'Abonnement dans votre tableau de bord',
  'vendor.your_account': 'votre compte',

  'sms.order_received':
    '{store} : nous avons recu votre commande {number} ({total}{payment, select, on_delivery {, paiement à la livraison} other {}}). Suivi : {url}',
  'sms.receipt':
    "{store} : paiement de {amount} recu, gardé en séquestre jusqu'à votre confirmation de livraison. Recu {document} : {url}",
  'sms.credit_note': '{store} : {amount} vous a été remboursé. Avoir {document} : {url}',
  'sms.receipt_direct': '{store} : merci pour votre paiement de {amount}. Recu {document} : {url}',
  'sms.pay_link':
    '{store} : payez votre commande {number} ({total}) ici : {url} Articles réservés {minutes} min.',
  'sms.invoice':
    '{store} vous a envoyé la facture {invoice} de {total}, à payer le {due}. Voir et payer : {url}',
  'sms.invoice_reminder_before':
    'Rappel : facture {invoice} de {store}, {total}, à payer le {due}. Payer : {url}',
  'sms.invoice_reminder_after':
    'La facture {invoice} de {store}, {total}, était due le {due} et reste impayée. Payer : {url}',

  'dispute.received.subject': 'Nous avons reçu votre réclamation sur la commande n° {number}',
  'dispute.received.body':
    'Nous avons reçu votre réclamation sur la commande n° {number} de {store}. Votre paiement reste en séquestre, et n’est pas versé à la boutique, pendant que Kasuwa examine le cas. Nous vous communiquerons notre décision.',
  'dispute.received.sms':
    'Kasuwa : nous avons recu votre réclamation sur la commande {number} de {store}. Votre paiement reste en séquestre pendant notre examen.',
  'dispute.decided.subject': 'Décision sur votre réclamation pour la commande n° {number}',
  'dispute.decided.body':
    'Kasuwa a tranché votre réclamation sur la commande n° {number} de {store} : {resolution, select, refund {vous êtes remboursé en totalité ; votre avoir suit, et l’argent vous parvient sous quelques jours ouvrés} other {le paiement revient à {store}}}.\n\nNotre note : {note}',
  'dispute.decided.sms':
    'Kasuwa : décision sur la commande {number} de {store} : {resolution, select, refund {remboursement total pour vous} other {le paiement revient à {store}}}. Détails par e-mail ou sur votre page de suivi.',

  'whatsapp.kasuwa_store_alert': 'Alerte Kasuwa pour {store} : {alert}',
  'whatsapp.order_received':
    '{store} : nous avons reçu votre commande n° {number} ({total}). Suivez-la ici : {url}',
  'whatsapp.order_shipped':
    '{store} a expédié votre commande n° {number} ({shipping}). Suivez-la ici : {url}',
  'whatsapp.order_delivered':
    '{store} indique que votre commande n° {number} est livrée. Votre paiement reste en séquestre jusqu’à ce que vous confirmiez la réception : {url}',
  'whatsapp.shipping':
    '{carrier, select, none {{tracking, select, none {pas de numéro de suivi} other {numéro de suivi {tracking}}}} other {{carrier}{tracking, select, none {} other {, numéro de suivi {tracking}}}}}',

  'storefront.whatsapp_order.intro': 'Bonjour {store}, je voudrais commander :',
  'storefront.whatsapp_order.line':
    '- {quantity} x {title}{variant, select, none {} other { ({variant})}} : {total}',
  'storefront.whatsapp_order.total': 'Total : {total} (hors livraison)',
  'storefront.whatsapp_order.code': 'Code de commande : {code}',
  'page.payment.title': 'Paiement',
  'page.payment.error': 'Une erreur est survenue !',
  'page.payment.error_unknown': 'Un problème est survenu de notre côté.',
  'page.payment.received': 'Paiement reçu',
  'page.payment.received_text': 'Merci. Vous pouvez fermer cette fenêtre.',
  'page.payment.not_confirmed': 'Paiement non confirmé',
  'page.payment.not_confirmed_text': 'Nous n’avons pas encore pu confirmer ce paiement.',
  'page.continue': 'Continuer',
  'page.confirm.title': 'Confirmer la réception',
  'page.confirm.question': 'Votre commande est-elle arrivée ?',
  'page.confirm.explain': 'En confirmant, vous libérez au vendeur le paiement gardé en séquestre.',
  'page.confirm.button': 'Oui, j’ai reçu ma commande',
  'page.confirm.refused': 'Nous n’avons pas pu confirmer la réception',
  'page.confirm.invalid': 'Ce lien n’est pas valable',
  'page.confirm.invalid_text': 'Il a peut-être déjà servi.',
  'page.confirm.thanks_title': 'Merci',
  'page.confirm.thanks': 'Merci !',
  'page.confirm.thanks_text': 'Vous avez confirmé la réception. Le vendeur a été payé.',

  'page.brand': 'Kasuwa',
  'page.back_to_kasuwa': 'Retour à Kasuwa',
  'page.leaving.title': 'Vous quittez Kasuwa pour {host}',
  'page.leaving.heading': 'Vous quittez Kasuwa',
  'page.leaving.goes_to': 'Ce lien mène à',
  'page.leaving.note':
    'Kasuwa ne gère pas ce site. Continuez seulement si vous lui faites confiance, et n’y saisissez jamais votre mot de passe Kasuwa.',
  'page.leaving.continue': 'Continuer vers {host}',
  'page.refused.title': 'Ce lien ne peut pas être ouvert',
  'page.refused.text':
    'Il ne mène pas à une page web : seules les adresses qui commencent par http:// ou https:// peuvent être suivies depuis Kasuwa.',
  'page.refused.note':
    'Si quelqu’un vous a envoyé ce lien, il a peut-être été fait pour nuire à votre appareil ou à votre compte.',
  'page.queues.title': 'Files d’attente Kasuwa',
  'page.queues.note':
    'Exécution des tâches dans le processus, sur la table outbox. Définissez REDIS_URL pour faire tourner les files sur BullMQ avec Bull Board ici.',
  'page.queues.queue': 'File',
  'page.queues.waiting': 'En attente',
  'page.queues.active': 'En cours',
  'page.queues.completed': 'Terminées',
  'page.queues.failed': 'Échouées',
  'page.queues.delayed': 'Différées',
  'page.queues.health': 'État',
  'page.queues.healthy': 'En bonne santé',
  'page.queues.issues': 'Problèmes',
  'page.queues.failed_jobs': 'Tâches échouées récentes',
  'page.queues.no_failed_jobs': 'Aucune tâche échouée.',
  'page.queues.job': 'Tâche',
  'page.queues.type': 'Type',
  'page.queues.attempts': 'Tentatives',
  'page.queues.error': 'Erreur',
  'page.queues.failed_at': 'Échec le',
  'page.queues.sign_in_heading': 'Tableau des files d’attente',
  'page.queues.sign_in_text':
    'Connectez-vous à l’espace d’administration et ouvrez le tableau des files depuis System Monitor.',
  'page.queues.sign_in_link': 'Aller à System Monitor',
  // Receipts, credit notes and invoices as PDF: the document's labels, in its language.
  'doc.title': '{kind, select, receipt {Reçu} credit_note {Avoir} other {Facture}} {number}',
  'doc.phone': 'Tél. : {phone}',
  'doc.issued': 'Émis le {date}',
  'doc.customer': 'Client : {customer}',
  'doc.item': 'Article',
  'doc.amount': 'Montant',
  'doc.line': '{quantity} x {title} à {price}',
  'doc.line_discount': 'Remise sur l’article',
  'doc.total': 'Total',
  'doc.paid_by': 'Payé par {method}',
  'doc.reference': 'Référence : {reference}',
  'doc.order': 'Commande',
  'doc.invoice': 'Facture',
  'doc.discount': '{codes, select, none {Remise} other {Remise ({codes})}}',
  'doc.delivery': 'Livraison',
  'doc.escrow_note':
    'Votre paiement est gardé en séquestre par Kasuwa et versé au vendeur seulement après votre confirmation de la livraison (ou à la fin du délai de confirmation sans réclamation).',
  'doc.lapsed_note':
    'Ce paiement est arrivé après l’annulation de la commande (la réservation avait expiré). Le montant est gardé en séquestre et vous sera remboursé ; contactez le vendeur si vous voulez toujours les articles.',
  'doc.refund': 'Remboursement{reason, select, none {} other { : {reason}}}',
  'doc.refers_to_receipt': 'Se rapporte au reçu',
  'doc.refund_note': 'Le montant remboursé revient sur la carte ou le compte d’où venait le paiement.',
  // A receipt of a payment made to the seller outside Kasuwa (a recorded sale).
  'doc.direct_method':
    '{method, select, cash {espèces} bank_transfer {virement au vendeur} pos {terminal de paiement (TPE)} other {payé directement au vendeur}}',
  'doc.direct_note':
    'Payé directement au vendeur. Kasuwa n’a pas détenu ce paiement (pas de séquestre) et n’a prélevé aucun frais dessus.',
  // Staff invitations, the owner's activity log and plan renewal reminders (merged after the catalogues).
  'email.staff_invite.subject': '{owner} vous invite à travailler dans {store} sur Kasuwa',
  'email.staff_invite.body':
    'Bonjour {name},\n\n{owner} vous invite à l’aider à gérer {store} sur Kasuwa comme {role, select, manager {gérant} sales {vendeur} stock {responsable du stock} other {membre de l’équipe}}.\nUtilisez le lien ci-dessous pour rejoindre la boutique. Il ne sert qu’une fois et expire dans 7 jours.',
  'email.staff_invite.action': 'Rejoindre la boutique',
  'email.staff_invite.footer':
    'Si vous ne connaissez pas {owner}, ignorez cet e-mail : rien ne se passe sans vous.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.plan_renewal_due.subject':
    '{days, plural, =0 {Payez votre formule Kasuwa {plan} avant le {renews}} one {Votre formule Kasuwa {plan} se termine demain} other {Votre formule Kasuwa {plan} se termine dans # jours}}',
  'email.plan_renewal_due.body':
    'Votre formule {plan} a été payée sans carte enregistrée : elle ne se renouvelle pas toute seule.\n{days, plural, =0 {La période payée est terminée. Vos fonctions restent actives jusqu’au {renews} ; ensuite votre compte passe à Free (rien n’est supprimé).} other {Payez {amount} pour la période suivante avant le {renews} par carte, virement ou USSD : elle commencera à la fin de celle-ci.}}\n\nPayer la période suivante : {url}',
  'vendor.audit.action':
    '{action, select, product_create {A ajouté un produit} product_update {A modifié un produit} product_delete {A supprimé un produit} product_image_add {A ajouté une photo de produit} product_image_remove {A retiré une photo de produit} product_import {A importé des produits} collection_create {A ajouté une collection} collection_update {A modifié une collection} collection_delete {A supprimé une collection} stock_adjust {A ajusté le stock} stock_threshold {A modifié une alerte de stock bas} order_update {A fait avancer une commande} order_paid_outside {A marqué une commande payée hors Kasuwa} order_proof {A joint une preuve de paiement à une commande} order_refund {A remboursé une commande} sale_record {A enregistré une vente} sale_proof {A joint une preuve de paiement à une vente} bank_account_update {A modifié le compte bancaire des versements} payout_request {A demandé un versement} payment_methods_update {A modifié les moyens de paiement} invoice_create {A créé une facture} invoice_update {A modifié une facture} invoice_send {A envoyé une facture} invoice_void {A annulé une facture} invoice_settings_update {A modifié les réglages des factures} discount_create {A ajouté une remise} discount_update {A modifié une remise} discount_delete {A supprimé une remise} delivery_create {A ajouté une option de livraison} delivery_update {A modifié une option de livraison} delivery_delete {A supprimé une option de livraison} customer_update {A modifié un client} customer_import {A importé des clients} campaign_create {A envoyé une campagne} webhook_create {A ajouté un webhook} webhook_update {A modifié un webhook} webhook_delete {A supprimé un webhook} webhook_rotate {A changé le secret d’un webhook} webhook_test {A testé un webhook} webhook_replay {A renvoyé un webhook} app_connect {A connecté une application} app_disconnect {A déconnecté une application} domain_update {A défini le domaine de la boutique} domain_check {A vérifié le domaine de la boutique} domain_remove {A retiré le domaine de la boutique} settings_update {A modifié les réglages de la boutique} settings_image {A changé le logo ou la bannière} notifications_update {A modifié les choix de notification} staff_invite {A invité {name} dans la boutique} staff_invite_resend {A renvoyé l’invitation à {name}} staff_invite_revoke {A annulé l’invitation de {name}} staff_join {A rejoint la boutique} staff_update {A changé le rôle de {name}} staff_remove {A retiré {name} de la boutique} other {A fait une modification}}',
  'sms.staff_invite':
    '{owner} vous invite a travailler dans {store} sur Kasuwa. Rejoignez sous 7 jours : {url}',
  // The API's error texts (messages.errors.ts), in a file of their own for length.
  ...errorsFr,
} as const satisfies Record<MessageId, string>;

export default fr;

/** Keys a native speaker has reviewed: none yet (docs/decisions/0018-languages.md). */
export const reviewed: readonly string[] = [];
