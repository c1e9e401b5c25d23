/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  // The store's settings form (SettingsPage, SettingsFields, LanguageFields)
  'settings.description': 'How {store} looks and how customers reach you.',
  'settings.save': 'Save settings',
  'settings.saved': 'Settings saved',
  'settings.savedText': 'Your storefront is up to date.',
  'settings.savedShort': 'Saved',
  'settings.notSaved': 'Not saved',
  'settings.notChanged': 'Not changed',
  'settings.loading': 'Loading settings',
  'settings.details': 'Store details',
  'settings.storeName': 'Store name',
  'settings.descriptionLabel': 'Description',
  'settings.descriptionHint': 'Shown under your store name on the storefront',
  'settings.phone': 'Contact phone',
  'settings.whatsapp': 'WhatsApp number',
  'settings.whatsappHint': 'International format, e.g. +2348012345678',
  'settings.whatsappOrders': '“Order on WhatsApp” on the cart',
  'settings.whatsappOrdersHint':
    'Shoppers can send their cart to your WhatsApp number with an order code; enter the code under Orders to turn it into a sale',
  'settings.currency': 'Currency',
  'settings.currencyHint': 'The currency your prices and totals are in',
  'settings.alsoSellIn': 'Also sell in',
  'settings.alsoSellInHint':
    'Customers can choose one of these on your storefront; prices are converted at the Kasuwa exchange rate and they pay in that currency',
  'settings.onlyYourCurrency': 'Only your currency',
  'settings.theme': 'Theme',
  'settings.theme.soko': 'Bright market stall: bold header, rounded cards',
  'settings.theme.adire': 'Editorial boutique: serif titles, airy grid',
  'settings.theme.eko': 'Dark and modern: neon accents at night',
  'settings.preview.store': 'Your store',
  'settings.coloursUpgrade':
    'Your own colours and banner are on Premium and Enterprise. On {plan}, your storefront uses the theme’s colours.',
  'settings.mainColour': 'Main colour',
  'settings.pickMainColour': 'Pick the main colour from the screen',
  'settings.accentColour': 'Accent colour',
  'settings.pickAccentColour': 'Pick the accent colour from the screen',
  'settings.logoBanner': 'Logo and banner',
  'settings.logo': 'Logo',
  'settings.logoHint': 'Square works best; shown in the storefront header.',
  'settings.banner': 'Banner',
  'settings.bannerHint': 'Wide photo behind your store name, at least 1280 px wide.',
  'settings.storefront': 'Your storefront: {url}',
  'settings.image.current': '{kind, select, logo {Current logo} other {Current banner}}',
  'settings.image.updated': '{kind, select, logo {Logo updated} other {Banner updated}}',
  'settings.image.updatedText': 'Your storefront shows it now.',
  'settings.image.failed':
    '{kind, select, logo {Could not upload the logo} other {Could not upload the banner}}',
  'settings.image.replace': '{kind, select, logo {Replace logo} other {Replace banner}}',
  'settings.image.upload': '{kind, select, logo {Upload logo} other {Upload banner}}',
  'settings.languages.title': 'Languages',
  'settings.languages.text':
    'Your storefront’s buttons, cart, checkout and messages to shoppers come in these languages; product names and descriptions stay as you wrote them.',
  'settings.languages.main': 'Main language',
  'settings.languages.mainHint':
    'What shoppers see first, unless their phone asks for another language you offer',
  'settings.languages.also': 'Also offer',
  'settings.languages.alsoHint': 'Shoppers switch language in your storefront’s header',
  'settings.languages.onlyMain': 'Only the main language',
  'settings.error.required': 'This is needed.',
  'settings.error.tooLong': 'This is too long.',
  'settings.error.whatsapp': 'Use an international number like +2348012345678.',
  'settings.error.colour': 'Use a colour like #1f7a4d.',

  // Your team (TeamLinks)
  'settings.team.title': 'Your team',
  'settings.team.staff': 'Staff',
  'settings.team.staffHint': 'Invite people to help you, with a role each',
  'settings.team.activity': 'Activity',
  'settings.team.activityHint': 'Who did what in the store, and when',

  // Payment providers
  'settings.providers.title': 'Payment providers',
  'settings.providers.text':
    'How your customers pay you. Turn on the providers you want; keep at least one on.',
  'settings.providers.loadFailed': 'Could not load your payment providers',
  'settings.providers.switch': 'Take payments through {provider}',
  'settings.providers.fees':
    'Fees: nothing extra. You pay Kasuwa’s 1.5% when an order’s money is released to you; Kasuwa pays the provider’s own charge.',
  'settings.providers.save': 'Save payment providers',
  'settings.providers.saved': 'Payment providers saved.',
  'settings.offer.card': 'Cards',
  'settings.offer.transfer': 'Bank transfer',
  'settings.offer.ussd': 'USSD',
  'settings.offer.wallet': 'Paga wallet',
  'settings.provider.paystack':
    'Mastercard, Visa and Verve cards; USSD from GTBank, UBA, Sterling and Zenith (no data or card needed).',
  'settings.provider.flutterwave':
    'Mastercard, Visa and Verve cards; USSD from 18 Nigerian banks, including Access, First Bank and Wema.',
  'settings.provider.paga': 'Shoppers pay from their Paga wallet, in naira.',

  // Your own domain
  'settings.domain.title': 'Your own domain',
  'settings.domain.text':
    'Show your store at an address like www.yourshop.ng. Kasuwa gets its security certificate (the padlock) for you; your Kasuwa address keeps working and sends visitors there.',
  'settings.domain.upgrade':
    'Your own domain is on Premium and Enterprise. On {plan}, your store is at its Kasuwa address.',
  'settings.domain.loadFailed': 'Could not load your domain',
  'settings.domain.label': 'Domain',
  'settings.domain.hint':
    'A domain you bought from a registrar (for example Whogohost, Qservers or GoDaddy).',
  'settings.domain.connect': 'Connect domain',
  'settings.domain.connected': 'Your store is on {domain}.',
  'settings.domain.status.pending': 'Waiting for your DNS records',
  'settings.domain.status.verified': 'Connected',
  'settings.domain.status.failing': 'Records changed: back on your Kasuwa address',
  'settings.domain.record.ok': 'Found',
  'settings.domain.record.missing': 'Not found yet',
  'settings.domain.record.wrong': 'Has another value',
  'settings.domain.record.unchecked': 'Not checked yet',
  'settings.domain.live': 'Your store is live at',
  'settings.domain.howTo':
    'At the company that manages your domain’s DNS, create these records, then press “Check now”. Changes can take up to an hour to show. Remove any other A or AAAA record on {domain}.',
  'settings.domain.col.type': 'Type',
  'settings.domain.col.name': 'Name',
  'settings.domain.col.value': 'Value',
  'settings.domain.col.status': 'Status',
  'settings.domain.records':
    'The TXT record proves the domain is yours; the {record} record sends visitors to your store.',
  'settings.domain.lastChecked': 'Last checked {when}.',
  'settings.domain.daily': 'Kasuwa checks again every day.',
  'settings.domain.check': 'Check now',
  'settings.domain.disconnect': 'Disconnect domain',
  'settings.domain.copyValue': 'Copy {value}',
  'settings.domain.copy': 'Copy',
  'settings.domain.copied': 'Copied',

  // Notifications
  'settings.notify.title': 'Notifications',
  'settings.notify.text': 'What we tell you about, and how. Customers always get their order messages.',
  'settings.notify.event': 'Event',
  'settings.notify.email': 'E-mail',
  'settings.notify.renewalHint': 'Payment refused, grace period, moved to Free',
  'settings.notify.by': '{event} by {channel, select, sms {SMS} email {e-mail} other {WhatsApp}}',
  'settings.notify.customerWhatsApp': 'Tell my customers about their orders on WhatsApp',
  'settings.notify.customerWhatsAppHint':
    'Order received (with the tracking link), shipped and delivered go by WhatsApp to the customer’s phone instead of SMS; e-mail still goes to those who gave one.',
  'settings.notify.phone': 'Send my SMS and WhatsApp messages to',
  'settings.notify.phoneEmpty': 'Leave empty to use the store’s phone number.',
  'settings.notify.phoneHint': 'Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.',
  'settings.notify.save': 'Save notifications',
  'settings.notify.saved': 'Notification settings saved.',
  'settings.event.order_placed': 'New order placed',
  'settings.event.order_paid': 'Order paid',
  'settings.event.dispute_opened': 'Dispute opened',
  'settings.event.payout_paid': 'Payout paid',
  'settings.event.payout_failed': 'Payout failed',
  'settings.event.low_stock': 'Stock at or below its alert level',
  'settings.event.plan_renewal': 'Plan renewal problems',

  // Paid orders on this device (PushSettings)
  'settings.push.title': 'Paid orders on this device',
  'settings.push.label': 'Notify me on this device when an order is paid',
  'settings.push.hint': 'Works even when Kasuwa is closed. Turn it on from each phone or computer you use.',
  'settings.push.unsupported':
    'This browser cannot show notifications. On an iPhone, add Kasuwa to your Home Screen (Share, then Add to Home Screen) and open it from there.',
  'settings.push.blocked':
    'Notifications are blocked for Kasuwa. Allow them in your browser settings to turn this on.',
  'settings.push.blockedTitle': 'Notifications are blocked',
  'settings.push.blockedText': 'Allow notifications for Kasuwa in your browser settings, then try again.',
  'settings.push.devices': 'On for {count, plural, one {# device} other {# devices}}: {names}.',
};

export default messages;
export const reviewed: readonly string[] = [];
