/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'apps.description':
    'Connect your store to ads, analytics, shopping feeds and messaging. Pixels load on your storefront only after a shopper accepts cookies.',
  'apps.group.social': 'Social media and ad pixels',
  'apps.group.analytics': 'Analytics',
  'apps.group.feeds': 'Product feeds',
  'apps.group.messaging': 'Messaging',
  'apps.group.listing': 'Business listing',
  'apps.group.logistics': 'Logistics',
  'apps.status.connected': 'Connected',
  'apps.status.not_connected': 'Not connected',
  'apps.status.pending': 'Pending · coming soon',
  'apps.card.id': 'ID',
  'apps.card.secretSince': 'secret {secret} · since {when}',
  'apps.card.copy': 'Copy',
  'apps.card.copied': 'Copied',
  'apps.card.change': 'Change',
  'apps.card.connect': 'Connect',
  'apps.card.disconnect': 'Disconnect',
  'apps.connectTitle': 'Connect {app}',
  'apps.keepIt': 'Keep it',
  'apps.disconnectTitle': 'Disconnect {app}?',
  'apps.disconnectText':
    'Its tag leaves your storefront and no more purchases are sent to it. Its ids are forgotten.',
  'apps.disconnectFailed': 'Could not disconnect',
  'apps.meta.publicLabel': 'Pixel ID',
  'apps.meta.publicHelp': 'Events Manager → Data sources → your pixel: the number under its name.',
  'apps.meta.secretLabel': 'Conversions API access token',
  'apps.meta.secretHelp': 'Events Manager → your pixel → Settings → Conversions API → Generate access token.',
  'apps.ga4.publicLabel': 'Measurement ID',
  'apps.ga4.publicHelp': 'Admin → Data streams → your web stream: it starts with G-.',
  'apps.ga4.secretLabel': 'Measurement Protocol API secret',
  'apps.ga4.secretHelp': 'The same data stream → Measurement Protocol API secrets → Create.',
  'apps.form.saved': 'Saved: {hint}; paste it again to change the ID.',
  'apps.form.save': 'Save',
};

export default messages;
export const reviewed: readonly string[] = [];
