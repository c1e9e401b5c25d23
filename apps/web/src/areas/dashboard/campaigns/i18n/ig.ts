import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'campaigns.description':
    '{whatsapp, select, yes {SMS, ozi-e na WhatsApp} other {SMS na ozi-e}} nye ndị ahịa kwenyere n’oge mmecha ịzụ ahịa ka ị na-ezitere ha ozi.',
  'campaigns.new': 'Mgbasa ozi ọhụrụ',
  'campaigns.upgrade': 'Mgbasa ozi dị na Premium (SMS 500 kwa ọnwa) na Enterprise (2,000). Ị nọ na {plan}.',
  'campaigns.empty': 'Enwebeghị mgbasa ozi',
  'campaigns.emptyText':
    'Gwa ndị ahịa gị maka mbelata ọnụ ahịa ma ọ bụ ngwa ọhụrụ. Naanị ndị họrọ “zitere m akụkọ na onyinye” n’oge mmecha ịzụ ahịa ga-anata ya; hụ ha na peeji Ndị ahịa.',
  'campaigns.summary': '{total, plural, =0 {Enweghị mgbasa ozi} other {{first}–{last} n’ime mgbasa ozi #}}',
  'campaigns.sentNotice': 'Ezigala mgbasa ozi: ozi na-aga.',
  'campaigns.channel.email': 'Ozi-e',
  'campaigns.template.promotion': 'Mgbasa ahịa ma ọ bụ mbelata',
  'campaigns.template.newArrivals': 'Ngwa ọhụrụ',
  'campaigns.status.sending': 'Na-eziga',
  'campaigns.status.sent': 'Ezigala',
  'campaigns.fig.recipients': 'Ndị nnata',
  'campaigns.fig.deliveredOrRead': 'Ruru ma ọ bụ gụọ',
  'campaigns.fig.delivered': 'Ruru',
  'campaigns.fig.sent': 'Ezigara',
  'campaigns.fig.failed': 'Agaghị',
  'campaigns.fig.optedOut': 'Wepụrụ onwe ha',
  'campaigns.queued': '{count, plural, other {# na-eche oge ha}} (ozi na-apụ ntakịrị ntakịrị kwa nkeji).',
  'campaigns.credits': '{count, plural, other {SMS #}}',
  'campaigns.form.name': 'Aha mgbasa ozi',
  'campaigns.form.nameHint': 'Maka gị; ndị ahịa agaghị ahụ ya',
  'campaigns.form.sendBy': 'Ziga site na',
  'campaigns.form.whatsappOff': 'WhatsApp (adịghị)',
  'campaigns.form.template': 'Ụdị ozi WhatsApp',
  'campaigns.form.templateHint':
    'WhatsApp na-ekwe ka azụmahịa buru ụzọ dee naanị site na ụdị ozi o kwadoro; a ga-etinye aha ụlọ ahịa gị na njikọ ya',
  'campaigns.form.subject': 'Isiokwu',
  'campaigns.form.message': 'Ozi',
  'campaigns.form.smsHint': 'A ga-etinye “{line}” na njedebe · mkpụrụedemede {count}',
  'campaigns.form.whatsappHint':
    'Otu ahịrị n’ime ụdị ozi, ya na “{line}” na njedebe · mkpụrụedemede {count}/{max}',
  'campaigns.form.emailHint': 'A ga-etinye njikọ ịkwụsị ịnata na njedebe',
  'campaigns.form.who': 'Onye ga-anata ya (onye ọ bụla kwenyere, ma ọ bụrụ na ị belataghị ya)',
  'campaigns.form.tag': 'Mkpado',
  'campaigns.form.tagHint': 'dịka vip',
  'campaigns.form.spent': 'Emefuola opekata mpe',
  'campaigns.form.collection': 'Zụrụ site na nchịkọta',
  'campaigns.form.any': 'Nke ọ bụla',
  'campaigns.form.inactive': 'Enweghị ọda n’ụbọchị … gara aga',
  'campaigns.form.before': 'Tupu i ziga',
  'campaigns.form.writeFirst': 'Dee ozi ahụ ka ị hụ onye ọ ga-eru na ego ọ ga-efu.',
  'campaigns.form.reaches': 'Ọ ga-eru {count, plural, other {ndị ahịa #}} kwenyere ịnata mgbasa ozi',
  'campaigns.form.unreachable':
    '{count, plural, other {Ndị # ọzọ}} enweghị {channel, select, email {adreesị ozi-e} other {nọmba ekwentị na-arụ ọrụ}}.',
  'campaigns.form.whatsappNote': 'Ozi WhatsApp anaghị eji SMS gị. Onye ahịa ọ bụla ga-agụ:',
  'campaigns.form.smsCost':
    '{pages, plural, other {Peeji SMS #}} otu ({encoding}, mkpụrụedemede {characters}) · ọ chọrọ {needed, plural, other {SMS #}} n’ime {left} fọdụrụ n’ọnwa a ({monthly} kwa ọnwa n’atụmatụ gị)',
  'campaigns.form.sendTo': 'Ziga nye {count, plural, other {mmadụ #}}',
  'campaigns.form.send': 'Ziga',
};

export default messages;
export const reviewed: readonly string[] = [];
