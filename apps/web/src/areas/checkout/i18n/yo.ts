import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'checkout.steps': 'Ìgbésẹ̀ ìparí rírà',
  'checkout.step.plan': 'Yan ètò',
  'checkout.step.billing': 'Àlàyé ìsanwó',
  'checkout.step.payment': 'Ìsanwó',
  'checkout.step.done': 'Ọ́dà ti parí',
  'checkout.accepted': 'Ọ̀nà ìsanwó tí a gbà',
  'checkout.bankTransferBadge': 'Ìfiránṣẹ́ owó sí báǹkì',
  'checkout.error': 'Nǹkan kan ṣẹlẹ̀ lórí ojú-ìwé ìsanwó yìí.',
  'checkout.noOrder':
    'Ìjápọ̀ ìsanwó yìí kò dárúkọ ọ́dà kankan, nítorí náà kò lè gba owó. Ẹ béèrè ìwé owó tàbí ìjápọ̀ ìsanwó tuntun lọ́wọ́ olùtajà.',
  'checkout.planHint': 'Ẹ fẹ́ san ètò Kasuwa yín?',
  'checkout.planLink': 'Ẹ yàn án lórí ojú-ìwé ìsanwó ètò',
  'checkout.title': 'Ìsanwó',
  'checkout.loadingMethods': 'À ń gbé ọ̀nà ìsanwó wá',
  'checkout.wallet': 'Àpò owó',
  'checkout.walletText': 'Ẹ sanwó pẹ̀lú àpò owó Paga, káàdì, ìfiránṣẹ́ owó tàbí USSD nínú fèrèsé tó ní ààbò.',
  'checkout.payWallet': 'San pẹ̀lú àpò owó',
  'checkout.card': 'Káàdì',
  'checkout.cardText': 'Mastercard, Visa tàbí Verve, USSD àti báǹkì, nípasẹ̀ Paystack.',
  'checkout.paying': 'À ń sanwó…',
  'checkout.payCard': 'San {amount} pẹ̀lú káàdì',
  'checkout.payFlutterwave': 'San pẹ̀lú Flutterwave',
  'checkout.bankTransfer': 'Ìfiránṣẹ́ owó sí báǹkì',
  'checkout.transferNote': 'A kò ní fi ọ́dà yín ránṣẹ́ títí owó yín yóò fi dé.',
  'checkout.payTransfer': 'San nípasẹ̀ ìfiránṣẹ́ owó',
  'checkout.walletDialog': 'Ìsanwó àpò owó',
  'checkout.close': 'Pa á dé',

  'checkout.result.checking': 'À ń ṣàyẹ̀wò ìsanwó yín',
  'checkout.result.paidTitle': 'A ti gba owó náà',
  'checkout.result.paid':
    'Ẹ ṣé! A ti gba ìsanwó {amount} yín (ìtọ́kasí {reference}). Kasuwa ń pa owó náà mọ́ títí ẹ ó fi gba ọ́dà yín.',
  'checkout.result.waitingTitle': 'À ń dúró de ìjẹ́rìísí',
  'checkout.result.waiting': 'À ń dúró kí ilé-iṣẹ́ ìsanwó jẹ́rìí ìsanwó yín.',
  'checkout.result.failed': 'Ìsanwó yín kò parí. Ẹ lè tún gbìyànjú láti ojú-ìwé ìsanwó.',

  'checkout.transfer.details': 'Àlàyé ìfiránṣẹ́ owó sí báǹkì',
  'checkout.transfer.bank': 'Báǹkì: {bank}',
  'checkout.transfer.accountNumber': 'Nọ́ńbà àkáǹtì',
  'checkout.transfer.accountName': 'Orúkọ àkáǹtì: {name}',
  'checkout.transfer.amount': 'Iye owó',
  'checkout.transfer.writeCode': 'Kọ èyí sórí ìfiránṣẹ́ náà',
  'checkout.transfer.oneOff': 'Àkáǹtì yìí wà fún ìsanwó yìí nìkan: kò sí ìtọ́kasí láti kọ.',
  'checkout.transfer.openUntil':
    'Ó ṣí títí {time} ({left} ló kù). Ẹ fi iye owó náà gan-an ránṣẹ́: iye mìíràn, tàbí ìfiránṣẹ́ lẹ́yìn ìgbà náà, a ó dá a padà fún yín.',
  'checkout.transfer.closed':
    'Ó ṣí títí {time} (ó ti pa). Ẹ fi iye owó náà gan-an ránṣẹ́: iye mìíràn, tàbí ìfiránṣẹ́ lẹ́yìn ìgbà náà, a ó dá a padà fún yín.',
  'checkout.copy': 'Dà á kọ',
  'checkout.copied': 'A ti dà á kọ',
  'checkout.copyLabel': 'Da {label} kọ',
};

export default messages;
export const reviewed: readonly string[] = [];
