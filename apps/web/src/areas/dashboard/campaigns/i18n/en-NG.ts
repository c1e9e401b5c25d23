/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'campaigns.description':
    '{whatsapp, select, yes {SMS, e-mail and WhatsApp} other {SMS and e-mail}} to the customers who agreed to hear from you at checkout.',
  'campaigns.new': 'New campaign',
  'campaigns.upgrade':
    'Campaigns are on Premium (500 SMS credits a month) and Enterprise (2,000). You are on {plan}.',
  'campaigns.empty': 'No campaigns yet',
  'campaigns.emptyText':
    'Tell your customers about a sale or new stock. Only those who ticked “send me news and offers” at checkout receive it; see them on the Customers page.',
  'campaigns.summary':
    '{total, plural, =0 {No campaigns} one {Showing {first}–{last} of # campaign} other {Showing {first}–{last} of # campaigns}}',
  'campaigns.sentNotice': 'Campaign sent: messages are on their way.',
  'campaigns.channel.email': 'E-mail',
  'campaigns.template.promotion': 'Promotion or sale',
  'campaigns.template.newArrivals': 'New arrivals',
  'campaigns.status.sending': 'Sending',
  'campaigns.status.sent': 'Sent',
  'campaigns.fig.recipients': 'Recipients',
  'campaigns.fig.deliveredOrRead': 'Delivered or read',
  'campaigns.fig.delivered': 'Delivered',
  'campaigns.fig.sent': 'Sent',
  'campaigns.fig.failed': 'Failed',
  'campaigns.fig.optedOut': 'Opted out',
  'campaigns.queued':
    '{count, plural, one {# waiting its turn} other {# waiting their turn}} (messages go out a few a minute).',
  'campaigns.credits': '{count, plural, one {# SMS credit} other {# SMS credits}}',
  'campaigns.form.name': 'Campaign name',
  'campaigns.form.nameHint': 'For you; customers do not see it',
  'campaigns.form.sendBy': 'Send by',
  'campaigns.form.whatsappOff': 'WhatsApp (unavailable)',
  'campaigns.form.template': 'WhatsApp template',
  'campaigns.form.templateHint':
    "WhatsApp lets a business write first only with a template it approved; your store's name and link are filled in",
  'campaigns.form.subject': 'Subject',
  'campaigns.form.message': 'Message',
  'campaigns.form.smsHint': '“{line}” is added at the end · {count} characters',
  'campaigns.form.whatsappHint':
    'One line in the template, with “{line}” at the end · {count}/{max} characters',
  'campaigns.form.emailHint': 'An unsubscribe link is added at the end',
  'campaigns.form.who': 'Who gets it (everyone who agreed, unless you narrow it)',
  'campaigns.form.tag': 'Tag',
  'campaigns.form.tagHint': 'e.g. vip',
  'campaigns.form.spent': 'Spent at least',
  'campaigns.form.collection': 'Bought from collection',
  'campaigns.form.any': 'Any',
  'campaigns.form.inactive': 'No order in the last … days',
  'campaigns.form.before': 'Before you send',
  'campaigns.form.writeFirst': 'Write the message to see who it reaches and what it costs.',
  'campaigns.form.reaches':
    'Reaches {count, plural, one {# customer} other {# customers}} who agreed to marketing',
  'campaigns.form.unreachable':
    '{count, plural, one {# more has} other {# more have}} {channel, select, email {no e-mail address} other {no usable phone number}}.',
  'campaigns.form.whatsappNote': 'WhatsApp messages do not use your SMS credits. Each customer reads:',
  'campaigns.form.smsCost':
    '{pages, plural, one {# SMS page} other {# SMS pages}} each ({encoding}, {characters} characters) · needs {needed, plural, one {# credit} other {# credits}} of the {left} left this month ({monthly} a month on your plan)',
  'campaigns.form.sendTo': 'Send to {count, plural, one {# customer} other {# customers}}',
  'campaigns.form.send': 'Send',
};

export default messages;
export const reviewed: readonly string[] = [];
