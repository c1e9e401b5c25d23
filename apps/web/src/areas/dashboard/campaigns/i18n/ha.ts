import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'campaigns.description':
    '{whatsapp, select, yes {SMS, imel da WhatsApp} other {SMS da imel}} ga abokan cinikin da suka amince a lokacin kammala siyayya su riƙa jin labarinku.',
  'campaigns.new': 'Sabon talla',
  'campaigns.upgrade': 'Talla yana cikin Premium (SMS 500 a wata) da Enterprise (2,000). Kuna kan {plan}.',
  'campaigns.empty': 'Babu talla tukuna',
  'campaigns.emptyText':
    'Sanar da abokan cinikinku game da rangwame ko sabbin kaya. Sai waɗanda suka zaɓi “aiko mini labarai da tayi” a lokacin kammala siyayya za su karɓa; duba su a shafin Abokan ciniki.',
  'campaigns.summary': '{total, plural, =0 {Babu talla} other {{first}–{last} cikin talla #}}',
  'campaigns.sentNotice': 'An aika talla: saƙonni suna kan hanya.',
  'campaigns.channel.email': 'Imel',
  'campaigns.template.promotion': 'Talla ko rangwame',
  'campaigns.template.newArrivals': 'Sabbin kaya',
  'campaigns.status.sending': 'Ana aikawa',
  'campaigns.status.sent': 'An aika',
  'campaigns.fig.recipients': 'Masu karɓa',
  'campaigns.fig.deliveredOrRead': 'Ya isa ko an karanta',
  'campaigns.fig.delivered': 'Ya isa',
  'campaigns.fig.sent': 'An aika',
  'campaigns.fig.failed': 'Ya gaza',
  'campaigns.fig.optedOut': 'Sun daina',
  'campaigns.queued': '{count, plural, other {# suna jira}} (saƙonni na fita kaɗan-kaɗan a minti).',
  'campaigns.credits': '{count, plural, other {SMS #}}',
  'campaigns.form.name': 'Sunan talla',
  'campaigns.form.nameHint': 'Don ku; abokan ciniki ba sa gani',
  'campaigns.form.sendBy': 'Aika ta',
  'campaigns.form.whatsappOff': 'WhatsApp (babu)',
  'campaigns.form.template': 'Samfurin WhatsApp',
  'campaigns.form.templateHint':
    'WhatsApp yana bari kasuwanci ya fara rubutu ne kawai da samfurin da ya amince da shi; za a saka sunan shagonku da mahaɗarsa',
  'campaigns.form.subject': 'Maudu’i',
  'campaigns.form.message': 'Saƙo',
  'campaigns.form.smsHint': 'Za a ƙara “{line}” a ƙarshe · haruffa {count}',
  'campaigns.form.whatsappHint': 'Layi ɗaya a cikin samfurin, da “{line}” a ƙarshe · haruffa {count}/{max}',
  'campaigns.form.emailHint': 'Za a ƙara mahaɗar daina karɓa a ƙarshe',
  'campaigns.form.who': 'Wa zai karɓa (duk wanda ya amince, sai dai idan kun taƙaita)',
  'campaigns.form.tag': 'Alama',
  'campaigns.form.tagHint': 'misali vip',
  'campaigns.form.spent': 'Ya kashe aƙalla',
  'campaigns.form.collection': 'Ya saya daga rukuni',
  'campaigns.form.any': 'Kowanne',
  'campaigns.form.inactive': 'Babu oda a cikin kwanaki … da suka wuce',
  'campaigns.form.before': 'Kafin ku aika',
  'campaigns.form.writeFirst': 'Rubuta saƙon don ganin wanda zai kai wa da abin da zai ci.',
  'campaigns.form.reaches': 'Zai kai ga {count, plural, other {abokan ciniki #}} da suka amince da talla',
  'campaigns.form.unreachable':
    '{count, plural, other {Wasu # kuma}} ba su da {channel, select, email {adireshin imel} other {lambar waya mai aiki}}.',
  'campaigns.form.whatsappNote': 'Saƙonnin WhatsApp ba sa cin SMS ɗinku. Kowane abokin ciniki zai karanta:',
  'campaigns.form.smsCost':
    '{pages, plural, other {Shafin SMS #}} kowanne ({encoding}, haruffa {characters}) · yana buƙatar {needed, plural, other {SMS #}} daga {left} da suka rage a wannan wata ({monthly} a wata a tsarinku)',
  'campaigns.form.sendTo': 'Aika ga {count, plural, other {mutum #}}',
  'campaigns.form.send': 'Aika',
};

export default messages;
export const reviewed: readonly string[] = [];
