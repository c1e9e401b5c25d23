import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'landing.hero.badge': 'Na for small business for Africa we build am',
  'landing.hero.title': 'Your shop go dey {online} for small time',
  'landing.hero.online': 'online',
  'landing.hero.text':
    'Kasuwa go give you online shop for your own web address, collect payment by card, USSD and transfer, and hold your customers’ money safe until their order reach them.',
  'landing.cta.start': 'Start now',
  'landing.hero.how': 'See how e dey work',
  'landing.hero.free': 'Free plan, no setup money',
  'landing.hero.fee': 'Na only 1.5% for each sale',
  'landing.hero.payouts': 'Naira payout inside 24 hours',
  'landing.preview.delivery': 'Free delivery for Lagos',
  'landing.preview.received': '{amount} don enter',
  'landing.preview.held': 'Kasuwa dey hold am until delivery',
  'landing.preview.order': 'New order from Abuja',
  'landing.pay.intro': 'Collect money the way your customers dey pay:',
  'landing.pay.cards': 'Mastercard, Visa and Verve card',
  'landing.pay.transfer': 'Transfer',
  'landing.pay.paga': 'Paga wallet',
  'landing.how.eyebrow': 'How e dey work',
  'landing.how.title': 'From WhatsApp order to real online shop',
  'landing.how.text': 'Three steps, no developer, no money to start.',
  'landing.how.signup.title': 'Open your free account',
  'landing.how.signup.text':
    'Sign up with your business name and e-mail. Your shop go ready once you confirm your e-mail.',
  'landing.how.products.title': 'Choose theme, add your products',
  'landing.how.products.text':
    'Choose theme, upload pictures, set price and stock. Your shop go dey for yourname.kasuwa.ng.',
  'landing.how.paid.title': 'Share your link and collect your money',
  'landing.how.paid.text':
    'Customers fit buy without account. You send the order, dem confirm say e reach, the money go enter your balance.',
  'landing.features.eyebrow': 'Wetin e fit do',
  'landing.features.title': 'Everything wey small business need to sell online',
  'landing.features.text': 'One dashboard for your shop, your payment and your customers.',
  'landing.feature.store.title': 'Your own online shop',
  'landing.feature.store.text':
    'Shop for your own subdomain with ready-made themes wey fine for every phone.',
  'landing.feature.pay.title': 'Every way to pay',
  'landing.feature.pay.text': 'Card, USSD, transfer and Paga wallet, all of dem dey confirm by themselves.',
  'landing.feature.escrow.title': 'Escrow: Kasuwa dey hold the money',
  'landing.feature.escrow.text':
    'We dey hold payment safe until the customer confirm say e reach, so both sides fit trust the sale.',
  'landing.feature.invoices.title': 'Invoice and receipt',
  'landing.feature.invoices.text':
    'PDF receipt for every payment, and invoice with pay link wey you go send for your shop name.',
  'landing.feature.sms.title': 'SMS and e-mail',
  'landing.feature.sms.text':
    'You go hear of every order wey dem pay by SMS and e-mail; customers go get their order update by e-mail, or by SMS if dem no give e-mail.',
  'landing.feature.analytics.title': 'Analytics',
  'landing.feature.analytics.text':
    'See wetin dey sell, who dey buy and how much you don make, with clear sales and money report.',
  'landing.feature.currency.title': 'Many currencies',
  'landing.feature.currency.text': 'Sell for naira and for foreign money like US dollar, pounds and euro.',
  'landing.feature.discounts.title': 'Discount codes',
  'landing.feature.discounts.text': 'Run discount code and coupon for your WhatsApp and Instagram promo.',
  'landing.soon': 'E dey come soon',
  'landing.escrow.title': 'Customers dey pay with mind at rest. You go collect money for every delivery.',
  'landing.escrow.text':
    'Customer wey never meet you go fit pay quick when their money dey safe. Kasuwa dey hold each payment until the order reach, then e go release am to your balance.',
  'landing.escrow.foreign': 'US dollar, pounds and euro payout inside 7 working days',
  'landing.escrow.disputes': 'Refund and complain dey pass through the same escrow',
  'landing.escrow.step.pays': 'The customer pay',
  'landing.escrow.step.paysText': 'By card, USSD, transfer or Paga wallet.',
  'landing.escrow.step.holds': 'Kasuwa dey hold the money',
  'landing.escrow.step.holdsText': 'You go see the payment sharp sharp and send the order.',
  'landing.escrow.step.delivered': 'Delivery don confirm',
  'landing.escrow.step.deliveredText': 'The customer confirm say e collect am, or the holding time finish.',
  'landing.escrow.step.yours': 'The money na your own',
  'landing.escrow.step.yoursText': 'E go enter your balance, minus the 1.5% transaction fee.',
  'landing.pricing.eyebrow': 'Price',
  'landing.pricing.title': 'Start free. Pay 1.5% only when you sell.',
  'landing.pricing.text':
    'Every plan get the same simple 1.5% fee for each sale, no setup money. Paid plans add more shops and tools, monthly or yearly with two months free.',
  'landing.pricing.failed': 'The plans no gree load now.',
  'landing.pricing.popular': 'Na this one people like pass',
  'landing.pricing.perMonth': '/ month',
  'landing.pricing.choose': 'Choose {plan}',
  'landing.final.title': 'You ready to open your shop?',
  'landing.final.text':
    'Open your account for small minutes and start to collect orders today. To start na free.',
};

export default messages;
export const reviewed: readonly string[] = [];
