import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'apps.description':
    'Connect your shop to ads, analytics, product feeds and messaging. Pixels go load for your shop only after customer don accept cookies.',
  'apps.group.social': 'Social media and ad pixels',
  'apps.group.analytics': 'Analytics',
  'apps.group.feeds': 'Product feeds',
  'apps.group.messaging': 'Messaging',
  'apps.group.listing': 'Business listing',
  'apps.group.logistics': 'Logistics',
  'apps.status.connected': 'E don connect',
  'apps.status.not_connected': 'E never connect',
  'apps.status.pending': 'E dey come soon',
  'apps.card.id': 'ID',
  'apps.card.secretSince': 'secret {secret} · since {when}',
  'apps.card.copy': 'Copy',
  'apps.card.copied': 'E don copy',
  'apps.card.change': 'Change',
  'apps.card.connect': 'Connect',
  'apps.card.disconnect': 'Disconnect',
  'apps.connectTitle': 'Connect {app}',
  'apps.keepIt': 'Leave am',
  'apps.disconnectTitle': 'Disconnect {app}?',
  'apps.disconnectText':
    'Im tag go comot from your shop and we no go send am any purchase again. We go forget im IDs.',
  'apps.disconnectFailed': 'We no fit disconnect am',
  'apps.meta.publicLabel': 'Pixel ID',
  'apps.meta.publicHelp': 'Events Manager → Data sources → your pixel: the number wey dey under im name.',
  'apps.meta.secretLabel': 'Conversions API access token',
  'apps.meta.secretHelp': 'Events Manager → your pixel → Settings → Conversions API → Generate access token.',
  'apps.ga4.publicLabel': 'Measurement ID',
  'apps.ga4.publicHelp': 'Admin → Data streams → your web stream: e dey start with G-.',
  'apps.ga4.secretLabel': 'Measurement Protocol API secret',
  'apps.ga4.secretHelp': 'The same data stream → Measurement Protocol API secrets → Create.',
  'apps.form.saved': 'E don save: {hint}; paste am again to change the ID.',
  'apps.form.save': 'Save',
};

export default messages;
export const reviewed: readonly string[] = [];
