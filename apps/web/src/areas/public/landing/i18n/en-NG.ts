/** The landing page in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'landing.hero.badge': 'Built for small businesses in Africa',
  'landing.hero.title': 'Your shop {online} in minutes',
  'landing.hero.online': 'online',
  'landing.hero.text':
    "Kasuwa gives you a storefront on your own web address, takes card, USSD and bank transfer payments, and keeps your buyers' money safe in escrow until their order arrives.",
  'landing.cta.start': 'Get Started',
  'landing.hero.how': 'See how it works',
  'landing.hero.free': 'Free plan, no setup fee',
  'landing.hero.fee': 'Only 1.5% per sale',
  'landing.hero.payouts': 'Naira payouts within 24 hours',
  'landing.preview.delivery': 'Free delivery in Lagos',
  'landing.preview.received': '{amount} received',
  'landing.preview.held': 'Held in escrow until delivery',
  'landing.preview.order': 'New order from Abuja',
  'landing.pay.intro': 'Get paid the way your customers pay:',
  'landing.pay.cards': 'Mastercard, Visa and Verve cards',
  'landing.pay.transfer': 'Bank transfer',
  'landing.pay.paga': 'Paga wallet',
  'landing.how.eyebrow': 'How it works',
  'landing.how.title': 'From WhatsApp orders to a real online shop',
  'landing.how.text': 'Three steps, no developer, no upfront cost.',
  'landing.how.signup.title': 'Create your free account',
  'landing.how.signup.text':
    'Sign up with your business name and email. Your storefront is ready the moment you confirm your address.',
  'landing.how.products.title': 'Pick a theme, add your products',
  'landing.how.products.text':
    'Choose a theme, upload photos, set prices and stock. Your shop lives at yourname.kasuwa.ng.',
  'landing.how.paid.title': 'Share your link and get paid',
  'landing.how.paid.text':
    'Customers buy without creating an account. You ship, they confirm delivery, the money lands in your balance.',
  'landing.features.eyebrow': 'Features',
  'landing.features.title': 'Everything a small business needs to sell online',
  'landing.features.text': 'One dashboard for your shop, your payments and your customers.',
  'landing.feature.store.title': 'Your own storefront',
  'landing.feature.store.text':
    'A shop on your own subdomain with ready-made themes that look good on every phone.',
  'landing.feature.pay.title': 'Every way to pay',
  'landing.feature.pay.text': 'Card, USSD, bank transfer and the Paga wallet, all confirmed automatically.',
  'landing.feature.escrow.title': 'Escrow protection',
  'landing.feature.escrow.text':
    'Payments are held safely until the buyer confirms delivery, so both sides can trust the sale.',
  'landing.feature.invoices.title': 'Invoices and receipts',
  'landing.feature.invoices.text':
    'A PDF receipt for every payment, and invoices with a pay link that you send in your store’s name.',
  'landing.feature.sms.title': 'SMS and email',
  'landing.feature.sms.text':
    'You hear of every paid order by SMS and email; customers get their order updates by email, or by SMS when they gave no email.',
  'landing.feature.analytics.title': 'Analytics',
  'landing.feature.analytics.text':
    'See what sells, who buys and how much you earned, with clear sales and financial reports.',
  'landing.feature.currency.title': 'Multi-currency',
  'landing.feature.currency.text':
    'Sell in naira and in foreign currencies such as US dollars, pounds and euros.',
  'landing.feature.discounts.title': 'Discount codes',
  'landing.feature.discounts.text':
    'Run discount codes and coupons for your WhatsApp and Instagram promotions.',
  'landing.soon': 'Coming soon',
  'landing.escrow.title': 'Buyers pay with confidence. You get paid for every delivery.',
  'landing.escrow.text':
    'A buyer who has never met you is more likely to pay when their money is protected. Kasuwa holds each payment until the order is delivered, then releases it to your balance.',
  'landing.escrow.foreign': 'US dollar, pound and euro payouts within 7 working days',
  'landing.escrow.disputes': 'Refunds and disputes handled through the same escrow',
  'landing.escrow.step.pays': 'The customer pays',
  'landing.escrow.step.paysText': 'By card, USSD, bank transfer or Paga wallet.',
  'landing.escrow.step.holds': 'Kasuwa holds the money in escrow',
  'landing.escrow.step.holdsText': 'You see the payment straight away and ship the order.',
  'landing.escrow.step.delivered': 'Delivery is confirmed',
  'landing.escrow.step.deliveredText': 'The buyer confirms receipt, or the holding period ends.',
  'landing.escrow.step.yours': 'The money is yours',
  'landing.escrow.step.yoursText': 'Released to your balance, less the 1.5% transaction fee.',
  'landing.pricing.eyebrow': 'Pricing',
  'landing.pricing.title': 'Start free. Pay 1.5% only when you sell.',
  'landing.pricing.text':
    'Every plan has the same simple transaction fee of 1.5% on each sale, with no setup fee. Paid plans add more stores and tools, monthly or yearly with two months free.',
  'landing.pricing.failed': 'The plans could not be loaded just now.',
  'landing.pricing.popular': 'Most popular',
  'landing.pricing.perMonth': '/ month',
  'landing.pricing.choose': 'Choose {plan}',
  'landing.final.title': 'Ready to open your shop?',
  'landing.final.text':
    'Create your account in a couple of minutes and start taking orders today. It is free to start.',
};

export default messages;
export const reviewed: readonly string[] = [];
