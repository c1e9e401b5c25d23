// Why this file is over 400 lines: it is text, not code: the words of the fourteen information pages (about,
// invoices, privacy, refunds, security, the guide, ...), kept together to be edited and reviewed as one document.
import type { InfoContent } from './InfoPage';

const COMPANY = 'Kasuwa Technologies Ltd';
const SUPPORT = 'support@kasuwa.ng';
const UPDATED = '21 November 2026';

/** Text of the informational pages, keyed by route path. */
export const INFO_PAGES: Record<string, InfoContent> = {
  about: {
    eyebrow: 'About us',
    title: 'Commerce tools built for African small businesses',
    intro:
      'Kasuwa means "market" in Hausa. We give traders, makers and shop owners a storefront of their own, safe payments and the tools to grow, starting in Nigeria.',
    sections: [
      {
        heading: 'Why we exist',
        paragraphs: [
          'Millions of businesses across Africa sell through social media and word of mouth, collecting payments by hand and keeping records in notebooks. Going online has meant expensive developers, foreign payment providers and tools that ignore local realities.',
          `${COMPANY} was founded in Lagos to change that. With Kasuwa a vendor opens a store on their own subdomain in minutes, accepts card, USSD and bank transfer payments, and is paid through an escrow that protects both sides.`,
        ],
      },
      {
        heading: 'What we believe',
        bullets: [
          'Trust is the currency of online trade: escrow protects buyers until delivery and vendors from chargeback fraud.',
          'Tools must work on the phones and networks people actually use.',
          'Pricing must be honest: start free and pay a small 1.5% fee only when you sell.',
          'Support is a person who answers, 24 hours a day, 7 days a week.',
        ],
      },
      {
        heading: 'Where we are',
        paragraphs: [
          `${COMPANY} is headquartered in Lagos, Nigeria, serving vendors and buyers across the country and, increasingly, across the continent. Write to ${SUPPORT} or visit our contact page to reach the team.`,
        ],
        links: [
          { label: 'Careers at Kasuwa', to: '/career' },
          { label: 'Contact us', to: '/contact-us' },
        ],
      },
    ],
  },
  invoices: {
    eyebrow: 'Invoices and receipts',
    title: 'Professional invoices and receipts',
    intro:
      'Invoices and receipts in your store’s own name, without spreadsheets: write an invoice for a customer you met on WhatsApp or in your shop, and every payment gets its receipt by itself.',
    sections: [
      {
        heading: 'Invoices',
        bullets: [
          'Write an invoice from your dashboard: products from your catalogue or free text, quantities, discounts, delivery and 7.5% VAT (included in your prices or added on top), a due date and notes.',
          'Send it by email or SMS, or copy its private link to share on WhatsApp. Your customer sees it in your store’s look and pays by card, wallet or bank transfer.',
          'Paid invoices are marked automatically, catalogue items leave your stock, and the money lands in escrow like any other sale. Reminders go out before and after the due date.',
          'A sent invoice never changes: to correct one, void it and a corrected copy is ready to send.',
        ],
      },
      {
        heading: 'Receipts',
        bullets: [
          'Every payment produces a numbered receipt as a PDF, for A4 paper or an 80 mm receipt printer, with your logo and store details.',
          'Customers receive it by email and can download it from their order page; you download it from the order in your dashboard.',
          'Receipts show the items, discounts, delivery, VAT, total, payment method and reference. A refund produces a credit note that names its receipt.',
        ],
      },
      {
        heading: 'For your accounts',
        paragraphs: [
          'Export invoices, receipts and credit notes for any period as CSV to share with your accountant. Numbers run in order without gaps, and amounts are kept to the kobo.',
        ],
      },
    ],
  },
  privacy: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    intro: `This policy explains what personal data ${COMPANY} ("Kasuwa", "we") collects, why, and how we protect it.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `Kasuwa is operated by ${COMPANY}, Lagos, Nigeria. We are the controller of the personal data described here.`,
        ],
      },
      {
        heading: 'Data we collect from vendors',
        bullets: [
          'Business name',
          'Contact details: name, email address, phone number and address',
          'Payment and bank information used for payouts',
          'Product details, prices and images you publish',
        ],
      },
      {
        heading: 'Data we collect from customers',
        bullets: [
          'Shipping address',
          'Payment information (processed by our payment partners)',
          'Purchase history',
        ],
      },
      {
        heading: 'How we use it',
        bullets: [
          'To process transactions, escrow and payouts',
          'To manage accounts and keep them secure',
          'To communicate with you about orders, payments and support requests',
          'To improve the platform',
          'For marketing, only with your consent; you can withdraw it at any time',
        ],
      },
      {
        heading: 'How we protect it',
        bullets: [
          'Encryption of data in transit and of sensitive data at rest',
          'Access controls: staff see only what their role requires',
          'Regular security audits of our systems and suppliers',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'We comply with the Nigeria Data Protection Act and the GDPR. You may ask for a copy of your data, its correction or deletion, or object to its use for marketing.',
          `Contact our data protection team at ${SUPPORT} or call +234 800 527 8920.`,
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use essential cookies to keep you signed in and secure. Analytics cookies are set only after you accept them in the cookie banner.',
        ],
      },
    ],
  },
  'legal/refund-policy': {
    eyebrow: 'Legal',
    title: 'Refund Policy',
    intro: 'How refunds work when you buy from a store on Kasuwa, and how escrow protects your money.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Escrow protects every payment',
        paragraphs: [
          'When you pay, the money is held in escrow. The vendor is paid only after you confirm delivery, or automatically after the delivery window if you raise no complaint.',
        ],
      },
      {
        heading: 'When you can ask for a refund',
        bullets: [
          'The item never arrived.',
          'The item is materially different from its description, damaged or counterfeit.',
          'The vendor cancelled the order.',
        ],
      },
      {
        heading: 'How to ask',
        paragraphs: [
          'Contact the vendor first from your order page: most issues are resolved directly. If not, write to support with your order number before confirming delivery; we mediate and decide within 5 working days.',
          'Approved refunds go back to the original payment method. Card refunds usually appear within 5 to 10 working days, bank transfers within 2 working days.',
        ],
      },
    ],
  },
  'legal/disclaimer': {
    eyebrow: 'Legal',
    title: 'Disclaimer',
    intro: 'The limits of what Kasuwa is responsible for as a marketplace platform.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Vendors sell, Kasuwa provides the platform',
        paragraphs: [
          'Products on Kasuwa storefronts are sold by independent vendors. Vendors are responsible for their listings, prices, stock, the quality and legality of their goods and for delivery.',
        ],
      },
      {
        heading: 'Information on the site',
        paragraphs: [
          'We take care to keep our pages accurate, but guides, examples and figures are general information, not legal, tax or financial advice.',
        ],
      },
      {
        heading: 'Availability',
        paragraphs: [
          'We aim for uninterrupted service but cannot guarantee it. Planned maintenance is announced in advance whenever possible.',
        ],
      },
    ],
  },
  'legal/security-payment': {
    eyebrow: 'Legal',
    title: 'Security and Payments',
    intro: 'How Kasuwa keeps payments and accounts safe.',
    sections: [
      {
        heading: 'Payments',
        bullets: [
          'Card, USSD and bank transfer payments are processed by licensed Nigerian payment providers; Kasuwa never stores full card numbers.',
          'All payments land in escrow and are released to vendors after delivery, less the 1.5% transaction fee.',
          'Naira payouts reach vendors within 24 hours of release; USD, GBP and EUR payouts within 7 working days.',
        ],
      },
      {
        heading: 'Accounts',
        bullets: [
          'Passwords are stored with a modern one-way hash (argon2id) and never readable by staff.',
          'Sessions expire and can be ended from any device by resetting your password.',
          'Every connection to Kasuwa is encrypted with TLS.',
        ],
      },
      {
        heading: 'Report a problem',
        paragraphs: [`If you believe you have found a security issue, write to ${SUPPORT} with the details.`],
      },
    ],
  },
  'legal/legal-compliance': {
    eyebrow: 'Legal',
    title: 'Legal Compliance',
    intro: 'The laws and standards Kasuwa follows.',
    sections: [
      {
        heading: 'Data protection',
        paragraphs: [
          'We comply with the Nigeria Data Protection Act 2023 and, for European users, the GDPR.',
        ],
      },
      {
        heading: 'Payments and anti-fraud',
        paragraphs: [
          'Payments are handled by providers licensed by the Central Bank of Nigeria. We screen for fraud and may hold payouts that show signs of abuse while we investigate.',
        ],
      },
      {
        heading: 'Consumer protection',
        paragraphs: [
          'Our escrow and refund process follows the Federal Competition and Consumer Protection Act: buyers get what they paid for or their money back.',
        ],
      },
      {
        heading: 'Prohibited goods',
        paragraphs: [
          'Vendors may not sell illegal, counterfeit, stolen or dangerous goods. Stores that do are suspended and reported where the law requires.',
        ],
      },
    ],
  },
  'support/contact-info': {
    eyebrow: 'Support',
    title: 'Contact information',
    intro: 'Our support team is available 24/7. Premium and Enterprise vendors get priority support.',
    sections: [
      {
        heading: 'Reach us',
        bullets: [
          `Email: ${SUPPORT}`,
          'Phone and WhatsApp: +234 800 527 8920',
          `Postal address: ${COMPANY}, Lagos, Nigeria`,
        ],
        links: [{ label: 'Send us a message', to: '/contact-us' }],
      },
      {
        heading: 'Before you write',
        paragraphs: [
          'Include your store address (for example yourshop.kasuwa.ng) or your order number so we can help quickly.',
        ],
      },
    ],
  },
  'support/documentation': {
    eyebrow: 'Support',
    title: 'Documentation',
    intro: 'Step-by-step guides for running your store on Kasuwa.',
    sections: [
      {
        heading: 'Getting started',
        links: [
          { label: 'The Kasuwa manual', to: '/manual' },
          { label: 'Guide: your first sale', to: '/resources/guide' },
        ],
      },
      {
        heading: 'Payments and payouts',
        links: [
          { label: 'How escrow works', to: '/resources/escrow' },
          { label: 'Security and Payments', to: '/legal/security-payment' },
        ],
      },
      {
        heading: 'What changed recently',
        links: [{ label: "What's new on Kasuwa", to: '/resources/whats-new' }],
      },
    ],
  },
  'support/community-forum': {
    eyebrow: 'Support',
    title: 'Community',
    intro: 'Learn from other vendors: share what works, ask questions and meet people who sell like you.',
    sections: [
      {
        heading: 'Where the community meets',
        bullets: [
          'The Kasuwa Vendors WhatsApp community, with groups by city and by category',
          'Monthly online sessions with the Kasuwa team on selling, photography and delivery',
          'Vendor meet-ups in Lagos, Abuja and Kano',
        ],
        paragraphs: [`Ask to join by writing to ${SUPPORT} with your store address.`],
      },
      {
        heading: 'Community rules',
        bullets: [
          'Be respectful.',
          'No spam or unsolicited promotion.',
          'Never share passwords or payment details.',
        ],
      },
    ],
  },
  'support/language-region': {
    eyebrow: 'Support',
    title: 'Language and region',
    intro: 'Kasuwa serves Nigeria first, with more of Africa to come.',
    sections: [
      {
        heading: 'Languages',
        paragraphs: ['The platform is in English today. Hausa, Yoruba and Igbo are in preparation.'],
      },
      {
        heading: 'Currencies',
        paragraphs: [
          'Stores sell in naira (NGN) by default. Enterprise stores can also sell in USD, GBP, EUR, GHS, KES and ZAR.',
        ],
      },
      {
        heading: 'Time and dates',
        paragraphs: ['Times are shown in West Africa Time (WAT, UTC+1) unless you choose otherwise.'],
      },
    ],
  },
  'resources/guide': {
    eyebrow: 'Resources',
    title: 'Guide: from sign-up to your first sale',
    intro: 'Everything a new vendor needs to do, in order, to start selling on Kasuwa.',
    sections: [
      {
        heading: '1. Create your account',
        paragraphs: [
          'Sign up with your business name and email, then confirm your email address from the link we send.',
        ],
      },
      {
        heading: '2. Open your store',
        paragraphs: [
          'Choose a name, an address such as yourshop.kasuwa.ng, the category of what you sell and one of three themes. Your store is live at once.',
        ],
      },
      {
        heading: '3. Add products',
        paragraphs: [
          'Add clear photos, honest descriptions, prices and stock. Group products into collections.',
        ],
      },
      {
        heading: '4. Share your link',
        paragraphs: [
          'Post your store link on WhatsApp, Instagram and Facebook. Customers buy without creating an account.',
        ],
      },
      {
        heading: '5. Deliver and get paid',
        paragraphs: [
          'When an order arrives, deliver it. Once the customer confirms delivery, the money leaves escrow and reaches your balance, less 1.5%.',
        ],
      },
    ],
  },
  'resources/whats-new': {
    eyebrow: 'Resources',
    title: "What's new on Kasuwa",
    intro: 'The latest improvements to the platform.',
    sections: [
      {
        heading: 'November 2026',
        bullets: [
          'Storefronts made for phones: a compact header, a cart that stays in view and a checkout with the summary first',
          'Customers pay on a payment page in your store’s name and colours',
          'Share a product on WhatsApp or copy its link in one tap',
          'Run your store from your phone: a bottom bar, a rich-text product editor and a Share your store card with a QR code',
          'Stronger sign-in protection: a locked account still opens with a one-time code sent to its owner',
        ],
      },
      {
        heading: 'October 2026',
        bullets: [
          'Faster sign-up with email confirmation and password recovery by email',
          'Escrow release on delivery confirmation',
          'Three storefront themes',
        ],
      },
    ],
  },
  'resources/escrow': {
    eyebrow: 'Resources',
    title: 'How escrow works',
    intro: 'Escrow keeps the buyer’s money safe until the goods arrive, and protects vendors from fraud.',
    sections: [
      {
        heading: 'Step by step',
        bullets: [
          'The customer pays by card, USSD or bank transfer. The money goes into escrow, not directly to the vendor.',
          'The vendor is notified and ships the order.',
          'The customer confirms delivery, or the delivery window passes without a complaint.',
          'Kasuwa releases the money to the vendor’s balance, less the 1.5% transaction fee.',
          'Naira payouts reach the vendor’s bank within 24 hours; foreign currency within 7 working days.',
        ],
      },
      {
        heading: 'If something goes wrong',
        paragraphs: [
          'The customer raises a dispute before confirming delivery. The money stays in escrow while buyer and vendor try to settle it; if they cannot, Kasuwa support mediates and decides.',
        ],
        links: [{ label: 'Refund Policy', to: '/legal/refund-policy' }],
      },
    ],
  },
  manual: {
    eyebrow: 'Manual',
    title: 'The Kasuwa manual',
    intro: 'A reference for every part of your vendor dashboard.',
    sections: [
      {
        heading: 'Account',
        bullets: [
          'Sign up, confirm your email and log in. Tick Remember Me to stay signed in for 30 days on your own device.',
          'Forgot your password? Use the link on the login page; the reset link works once and expires after an hour.',
        ],
      },
      {
        heading: 'Stores',
        bullets: [
          'The Free plan includes one store, Premium up to five, Enterprise as many as you need.',
          'Store addresses use lowercase letters, digits and hyphens and must be unique.',
        ],
      },
      {
        heading: 'Products and inventory',
        bullets: [
          'Products have variants (size, colour), prices in kobo-exact amounts and stock that is reserved the moment an order is placed.',
          'Collections group products on your storefront.',
        ],
      },
      {
        heading: 'Orders, escrow and payouts',
        bullets: [
          'Each order moves from paid to shipped to delivered. Delivery confirmation releases the escrow.',
          'Your balance and payouts are listed in your dashboard, with every fee shown.',
        ],
      },
    ],
  },
};
