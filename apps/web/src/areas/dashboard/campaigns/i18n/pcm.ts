import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'campaigns.description':
    '{whatsapp, select, yes {SMS, e-mail and WhatsApp} other {SMS and e-mail}} to the customers wey agree at checkout say make you dey message dem.',
  'campaigns.new': 'New campaign',
  'campaigns.upgrade':
    'Campaigns dey for Premium (500 SMS credits every month) and Enterprise (2,000). You dey on {plan}.',
  'campaigns.empty': 'No campaign yet',
  'campaigns.emptyText':
    'Tell your customers about sale or new stock. Na only the ones wey tick “send me news and offers” for checkout go receive am; you fit see dem for Customers page.',
  'campaigns.summary': '{total, plural, =0 {No campaign} other {{first}–{last} of # campaigns}}',
  'campaigns.sentNotice': 'Campaign don go: the messages dey road.',
  'campaigns.channel.email': 'E-mail',
  'campaigns.template.promotion': 'Promo or sale',
  'campaigns.template.newArrivals': 'New stock don land',
  'campaigns.status.sending': 'E dey send',
  'campaigns.status.sent': 'E don send',
  'campaigns.fig.recipients': 'People',
  'campaigns.fig.deliveredOrRead': 'Reach or read',
  'campaigns.fig.delivered': 'Reach',
  'campaigns.fig.sent': 'Sent',
  'campaigns.fig.failed': 'No go',
  'campaigns.fig.optedOut': 'Don comot',
  'campaigns.queued': '{count, plural, other {# dey wait}} (messages dey go small small every minute).',
  'campaigns.credits': '{count, plural, other {# SMS credits}}',
  'campaigns.form.name': 'Campaign name',
  'campaigns.form.nameHint': 'Na for you; customers no go see am',
  'campaigns.form.sendBy': 'Send by',
  'campaigns.form.whatsappOff': 'WhatsApp (no dey)',
  'campaigns.form.template': 'WhatsApp template',
  'campaigns.form.templateHint':
    'WhatsApp allow business to message first only with template wey dem approve; we go put your shop name and link',
  'campaigns.form.subject': 'Subject',
  'campaigns.form.message': 'Message',
  'campaigns.form.smsHint': 'We go add “{line}” for the end · {count} characters',
  'campaigns.form.whatsappHint':
    'One line inside the template, with “{line}” for the end · {count}/{max} characters',
  'campaigns.form.emailHint': 'We go add link to stop receiving for the end',
  'campaigns.form.who': 'Who go receive am (everybody wey agree, unless you reduce am)',
  'campaigns.form.tag': 'Tag',
  'campaigns.form.tagHint': 'e.g. vip',
  'campaigns.form.spent': 'Don spend at least',
  'campaigns.form.collection': 'Don buy from collection',
  'campaigns.form.any': 'Any',
  'campaigns.form.inactive': 'No order for the last … days',
  'campaigns.form.before': 'Before you send',
  'campaigns.form.writeFirst': 'Write the message to see who e go reach and how much e go cost.',
  'campaigns.form.reaches':
    'E go reach {count, plural, one {# customer} other {# customers}} wey agree to receive promo',
  'campaigns.form.unreachable':
    '{count, plural, other {# other people}} no get {channel, select, email {e-mail address} other {phone number wey work}}.',
  'campaigns.form.whatsappNote': 'WhatsApp messages no dey use your SMS credits. Each customer go read:',
  'campaigns.form.smsCost':
    '{pages, plural, one {# SMS page} other {# SMS pages}} each ({encoding}, {characters} characters) · e need {needed, plural, one {# credit} other {# credits}} from the {left} wey remain this month ({monthly} every month for your plan)',
  'campaigns.form.sendTo': 'Send to {count, plural, one {# customer} other {# customers}}',
  'campaigns.form.send': 'Send',
};

export default messages;
export const reviewed: readonly string[] = [];
