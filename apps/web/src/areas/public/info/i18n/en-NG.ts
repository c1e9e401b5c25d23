/** The information pages (pricing, hubs, careers, legal and help pages) in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'info.legal.eyebrow': 'Legal',
  'info.terms.title': 'Terms and Conditions',
  'info.terms.intro':
    'The rules for vendors and customers using Kasuwa, operated by Kasuwa Technologies Ltd, Lagos.',
  'info.terms.acceptableUse': 'Acceptable Use',
  'info.terms.vendors': 'Vendor Obligations',
  'info.terms.customers': 'Customer Rights',
  'info.terms.liability': 'Limitation of Liability',
  'info.terms.disputes': 'Dispute Resolution',
  'info.terms.changes': 'Modifications to Terms',
  'info.terms.questions': 'Questions about these terms? Write to {email}.',
  'info.agreement.title': 'User Agreement',
  'info.agreement.intro':
    'By using Kasuwa you agree to the documents below. You must be 18 or older, or the age of majority where you live, to open an account or buy.',
  'info.card.terms': 'The rules of the platform for vendors and customers.',
  'info.card.privacyTitle': 'Privacy Policy',
  'info.card.privacy': 'What data we collect and how we protect it.',
  'info.card.supportTitle': 'Support',
  'info.card.support': 'How to reach us, 24/7.',
  'info.card.disclaimerTitle': 'Disclaimer',
  'info.card.disclaimer': 'What Kasuwa is and is not responsible for.',
  'info.hub.search': 'Search',
  'info.hub.searchHint': 'Search by keyword',
  'info.hub.noMatch': 'Nothing matches “{query}”.',
  'info.support.eyebrow': 'Support',
  'info.support.title': 'How can we help?',
  'info.support.intro': 'Our team is here 24/7. Premium and Enterprise vendors get priority support.',
  'info.support.helpTitle': 'Help Center',
  'info.support.help': 'Answers to the questions vendors and buyers ask most.',
  'info.support.contactTitle': 'Contact information',
  'info.support.contact': 'Email, phone and WhatsApp.',
  'info.support.docsTitle': 'Documentation',
  'info.support.docs': 'Guides for every part of your store.',
  'info.support.faqTitle': 'FAQ',
  'info.support.faq': 'Search the frequently asked questions.',
  'info.support.communityTitle': 'Community',
  'info.support.community': 'Learn from other Kasuwa vendors.',
  'info.support.languageTitle': 'Language and region',
  'info.support.language': 'Languages, currencies and time zones.',
  'info.legalHub.title': 'Legal centre',
  'info.legalHub.intro': 'The policies that govern Kasuwa, written to be read.',
  'info.legalHub.terms': 'The rules of the platform.',
  'info.legalHub.refundTitle': 'Refund Policy',
  'info.legalHub.refund': 'How refunds and escrow disputes work.',
  'info.legalHub.disclaimer': 'The limits of our responsibility.',
  'info.legalHub.securityTitle': 'Security and Payments',
  'info.legalHub.security': 'How we keep money and accounts safe.',
  'info.legalHub.privacy': 'Your data and your rights.',
  'info.legalHub.complianceTitle': 'Legal Compliance',
  'info.legalHub.compliance': 'The laws we follow.',
  'info.resources.eyebrow': 'Resources',
  'info.resources.title': 'Resources for vendors',
  'info.resources.intro': 'Guides and news to help you sell more.',
  'info.resources.guideTitle': 'Guide',
  'info.resources.guide': 'From sign-up to your first sale.',
  'info.resources.newTitle': "What's new",
  'info.resources.new': 'The latest improvements to Kasuwa.',
  'info.resources.escrowTitle': 'Escrow',
  'info.resources.escrow': 'How payments are protected.',
  'info.resources.manualTitle': 'Manual',
  'info.resources.manual': 'A reference for your dashboard.',
  'info.careers.eyebrow': 'Careers',
  'info.careers.title': 'Build the market of the future with us',
  'info.careers.intro': 'We are a Lagos team helping small businesses across Africa sell online. Join us.',
  'info.careers.open': 'Open roles',
  'info.careers.fullTime': 'Lagos · Full time',
  'info.careers.apply': 'To apply, send your CV and a short note about the role to {email}.',
  'info.role.logistics': 'Transport and Logistics Manager',
  'info.role.logisticsText': 'Build our delivery partner network across Nigerian cities.',
  'info.role.transport': 'Transport Supervisors',
  'info.role.transportText': 'Run daily pick-up and delivery operations with our partners.',
  'info.role.qc': 'Quality Control Manager',
  'info.role.qcText': 'Set and enforce quality checks for goods sold through Kasuwa.',
  'info.role.qa': 'Quality Assurance Manager',
  'info.role.qaText': 'Own the quality of our platform releases and vendor experience.',
  'info.role.finance': 'Finance and Accounting Specialists',
  'info.role.financeText': 'Keep escrow, fees and payouts reconciled to the kobo.',
  'info.role.audit': 'Finance and Accounting Auditors',
  'info.role.auditText': 'Audit our ledger, controls and financial reporting.',
  'info.pricing.eyebrow': 'Pricing',
  'info.pricing.title': 'Start free. Grow when you are ready.',
  'info.pricing.intro':
    'Every plan includes escrow-protected payments by card, USSD and bank transfer. A 1.5% transaction fee applies to every product sold.',
  'info.pricing.monthly': 'Monthly',
  'info.pricing.annual': 'Annual (2 months free)',
  'info.pricing.failed': 'The plans could not be loaded. Please reload the page.',
  'info.pricing.free': 'Free',
  'info.pricing.perMonth': ' / month',
  'info.pricing.perYear': ' / year',
  'info.pricing.startFree': 'Start free',
  'info.pricing.choose': 'Choose {plan}',
  'info.pricing.goodToKnow': 'Good to know',
  'info.pricing.know.period':
    'Pay monthly or yearly (two months free) by card or from your Kasuwa balance; an upgrade costs only the difference for the time left, and you can cancel at the end of a period.',
  'info.pricing.know.stores':
    'Multiple stores per account are on Premium (up to 5) and Enterprise (unlimited).',
  'info.pricing.know.domain':
    'Store customisation and your own domain (with automatic HTTPS) are on paid plans only.',
  'info.pricing.know.staff':
    'Staff accounts are on Premium and Enterprise: invite assistants with a role (Manager, Sales or Stock) so they record sales and keep stock without your password; payouts, bank accounts, the plan and staff stay yours.',
  'info.pricing.know.support': 'Support is available 24/7, with priority support on Premium and Enterprise.',
  'info.pricing.fees': 'Fees and payouts',
  'info.pricing.fees.transaction': 'Transaction fee: 1.5% on every product sold, on every plan.',
  'info.pricing.fees.naira': 'Naira payouts: within 24 hours of escrow release.',
  'info.pricing.fees.foreign': 'Foreign currency payouts (USD, GBP, EUR): within 7 working days.',
  'info.page.updated': 'Last updated {date}.',
  'info.eyebrow.about': 'About us',
  'info.eyebrow.invoices': 'Invoices and receipts',
  'info.about.title': 'Commerce tools built for African small businesses',
  'info.about.intro':
    'Kasuwa means "market" in Hausa. We give traders, makers and shop owners a storefront of their own, safe payments and the tools to grow, starting in Nigeria.',
  'info.about.why': 'Why we exist',
  'info.about.believe': 'What we believe',
  'info.about.where': 'Where we are',
  'info.about.careers': 'Careers at Kasuwa',
  'info.about.contact': 'Contact us',
  'info.invoices.title': 'Professional invoices and receipts',
  'info.invoices.intro':
    'Invoices and receipts in your store’s own name, without spreadsheets: write an invoice for a customer you met on WhatsApp or in your shop, and every payment gets its receipt by itself.',
  'info.invoices.invoices': 'Invoices',
  'info.invoices.receipts': 'Receipts',
  'info.invoices.accounts': 'For your accounts',
  'info.privacy.intro': 'What personal data Kasuwa collects, why, and how we protect it.',
  'info.privacy.who': 'Who we are',
  'info.privacy.vendors': 'Data we collect from vendors',
  'info.privacy.customers': 'Data we collect from customers',
  'info.privacy.use': 'How we use it',
  'info.privacy.protect': 'How we protect it',
  'info.privacy.rights': 'Your rights',
  'info.privacy.cookies': 'Cookies',
  'info.refund.intro':
    'How refunds work when you buy from a store on Kasuwa, and how escrow protects your money.',
  'info.refund.escrow': 'Escrow protects every payment',
  'info.refund.when': 'When you can ask for a refund',
  'info.refund.how': 'How to ask',
  'info.disclaimer.intro': 'The limits of what Kasuwa is responsible for as a marketplace platform.',
  'info.disclaimer.vendors': 'Vendors sell, Kasuwa provides the platform',
  'info.disclaimer.information': 'Information on the site',
  'info.disclaimer.availability': 'Availability',
  'info.security.intro': 'How Kasuwa keeps payments and accounts safe.',
  'info.security.payments': 'Payments',
  'info.security.accounts': 'Accounts',
  'info.security.report': 'Report a problem',
  'info.compliance.intro': 'The laws and standards Kasuwa follows.',
  'info.compliance.data': 'Data protection',
  'info.compliance.payments': 'Payments and anti-fraud',
  'info.compliance.consumers': 'Consumer protection',
  'info.compliance.prohibited': 'Prohibited goods',
  'info.contactInfo.intro':
    'Our support team is available 24/7. Premium and Enterprise vendors get priority support.',
  'info.contactInfo.reach': 'Reach us',
  'info.contactInfo.before': 'Before you write',
  'info.docs.intro': 'Step-by-step guides for running your store on Kasuwa.',
  'info.docs.start': 'Getting started',
  'info.docs.payments': 'Payments and payouts',
  'info.docs.recent': 'What changed recently',
  'info.docs.firstSale': 'Guide: your first sale',
  'info.community.intro':
    'Learn from other vendors: share what works, ask questions and meet people who sell like you.',
  'info.community.where': 'Where the community meets',
  'info.community.rules': 'Community rules',
  'info.language.intro': 'Kasuwa serves Nigeria first, with more of Africa to come.',
  'info.language.languages': 'Languages',
  'info.language.currencies': 'Currencies',
  'info.language.time': 'Time and dates',
  'info.guide.title': 'Guide: from sign-up to your first sale',
  'info.guide.intro': 'Everything a new vendor needs to do, in order, to start selling on Kasuwa.',
  'info.guide.step1': '1. Create your account',
  'info.guide.step2': '2. Open your store',
  'info.guide.step3': '3. Add products',
  'info.guide.step4': '4. Share your link',
  'info.guide.step5': '5. Deliver and get paid',
  'info.whatsNew.title': "What's new on Kasuwa",
  'info.whatsNew.intro': 'The latest improvements to the platform.',
  'info.whatsNew.nov': 'November 2026',
  'info.whatsNew.oct': 'October 2026',
  'info.escrow.title': 'How escrow works',
  'info.escrow.intro':
    'Escrow keeps the buyer’s money safe until the goods arrive, and protects vendors from fraud.',
  'info.escrow.steps': 'Step by step',
  'info.escrow.wrong': 'If something goes wrong',
  'info.manual.title': 'The Kasuwa manual',
  'info.manual.intro': 'A reference for every part of your vendor dashboard.',
  'info.manual.account': 'Account',
  'info.manual.stores': 'Stores',
  'info.manual.products': 'Products and inventory',
  'info.manual.orders': 'Orders, escrow and payouts',
  'info.body.about.1':
    'Millions of businesses across Africa sell through social media and word of mouth, collecting payments by hand and keeping records in notebooks. Going online has meant expensive developers, foreign payment providers and tools that ignore local realities.',
  'info.body.about.2':
    'Kasuwa Technologies Ltd was founded in Lagos to change that. With Kasuwa a vendor opens a store on their own subdomain in minutes, accepts card, USSD and bank transfer payments, and is paid through an escrow that protects both sides.',
  'info.body.about.3':
    'Trust is the currency of online trade: escrow protects buyers until delivery and vendors from chargeback fraud.',
  'info.body.about.4': 'Tools must work on the phones and networks people actually use.',
  'info.body.about.5': 'Pricing must be honest: start free and pay a small 1.5% fee only when you sell.',
  'info.body.about.6': 'Support is a person who answers, 24 hours a day, 7 days a week.',
  'info.body.about.7':
    'Kasuwa Technologies Ltd is headquartered in Lagos, Nigeria, serving vendors and buyers across the country and, increasingly, across the continent. Write to support@kasuwa.ng or visit our contact page to reach the team.',
  'info.body.contactInfo.1': 'Email: support@kasuwa.ng',
  'info.body.contactInfo.2': 'Phone and WhatsApp: +234 800 527 8920',
  'info.body.contactInfo.3': 'Postal address: Kasuwa Technologies Ltd, Lagos, Nigeria',
  'info.body.contactInfo.4':
    'Include your store address (for example yourshop.kasuwa.ng) or your order number so we can help quickly.',
  'info.body.community.1': 'Ask to join by writing to support@kasuwa.ng with your store address.',
  'info.body.community.2': 'The Kasuwa Vendors WhatsApp community, with groups by city and by category',
  'info.body.community.3':
    'Monthly online sessions with the Kasuwa team on selling, photography and delivery',
  'info.body.community.4': 'Vendor meet-ups in Lagos, Abuja and Kano',
  'info.body.community.5': 'Be respectful.',
  'info.body.community.6': 'No spam or unsolicited promotion.',
  'info.body.community.7': 'Never share passwords or payment details.',
  'info.body.language.1':
    'Kasuwa speaks English, Nigerian Pidgin, Hausa, Yoruba, Igbo and French: choose yours in the footer, or in your account menu once signed in.',
  'info.body.language.2':
    'Stores sell in naira (NGN) by default. Enterprise stores can also sell in USD, GBP, EUR, GHS, KES and ZAR.',
  'info.body.language.3': 'Times are shown in West Africa Time (WAT, UTC+1) unless you choose otherwise.',
  'info.body.guide.1':
    'Sign up with your business name and email, then confirm your email address from the link we send.',
  'info.body.guide.2':
    'Choose a name, an address such as yourshop.kasuwa.ng, the category of what you sell and one of three themes. Your store is live at once.',
  'info.body.guide.3':
    'Add clear photos, honest descriptions, prices and stock. Group products into collections.',
  'info.body.guide.4':
    'Post your store link on WhatsApp, Instagram and Facebook. Customers buy without creating an account.',
  'info.body.guide.5':
    'When an order arrives, deliver it. Once the customer confirms delivery, the money leaves escrow and reaches your balance, less 1.5%.',
  'info.body.escrow.1':
    'The customer pays by card, USSD or bank transfer. The money goes into escrow, not directly to the vendor.',
  'info.body.escrow.2': 'The vendor is notified and ships the order.',
  'info.body.escrow.3': 'The customer confirms delivery, or the delivery window passes without a complaint.',
  'info.body.escrow.4': 'Kasuwa releases the money to the vendor’s balance, less the 1.5% transaction fee.',
  'info.body.escrow.5':
    'Naira payouts reach the vendor’s bank within 24 hours; foreign currency within 7 working days.',
  'info.body.escrow.6':
    'The customer raises a dispute before confirming delivery. The money stays in escrow while buyer and vendor try to settle it; if they cannot, Kasuwa support mediates and decides.',
  'info.body.manual.1':
    'Sign up, confirm your email and log in. Tick Remember Me to stay signed in for 30 days on your own device.',
  'info.body.manual.2':
    'Forgot your password? Use the link on the login page; the reset link works once and expires after an hour.',
  'info.body.manual.3':
    'The Free plan includes one store, Premium up to five, Enterprise as many as you need.',
  'info.body.manual.4': 'Store addresses use lowercase letters, digits and hyphens and must be unique.',
  'info.body.manual.5':
    'Products have variants (size, colour), prices in kobo-exact amounts and stock that is reserved the moment an order is placed.',
  'info.body.manual.6': 'Collections group products on your storefront.',
  'info.body.manual.7':
    'Each order moves from paid to shipped to delivered. Delivery confirmation releases the escrow.',
  'info.body.manual.8': 'Your balance and payouts are listed in your dashboard, with every fee shown.',
  'info.body.invoices.1':
    'Write an invoice from your dashboard: products from your catalogue or free text, quantities, discounts, delivery and 7.5% VAT (included in your prices or added on top), a due date and notes.',
  'info.body.invoices.2':
    'Send it by email or SMS, or copy its private link to share on WhatsApp. Your customer sees it in your store’s look and pays by card, wallet or bank transfer.',
  'info.body.invoices.3':
    'Paid invoices are marked automatically, catalogue items leave your stock, and the money lands in escrow like any other sale. Reminders go out before and after the due date.',
  'info.body.invoices.4':
    'A sent invoice never changes: to correct one, void it and a corrected copy is ready to send.',
  'info.body.invoices.5':
    'Every payment produces a numbered receipt as a PDF, for A4 paper or an 80 mm receipt printer, with your logo and store details.',
  'info.body.invoices.6':
    'Customers receive it by email and can download it from their order page; you download it from the order in your dashboard.',
  'info.body.invoices.7':
    'Receipts show the items, discounts, delivery, VAT, total, payment method and reference. A refund produces a credit note that names its receipt.',
  'info.body.invoices.8':
    'Export invoices, receipts and credit notes for any period as CSV to share with your accountant. Numbers run in order without gaps, and amounts are kept to the kobo.',
  'info.body.whatsNew.1':
    'Storefronts made for phones: a compact header, a cart that stays in view and a checkout with the summary first',
  'info.body.whatsNew.2': 'Customers pay on a payment page in your store’s name and colours',
  'info.body.whatsNew.3': 'Share a product on WhatsApp or copy its link in one tap',
  'info.body.whatsNew.4':
    'Run your store from your phone: a bottom bar, a rich-text product editor and a Share your store card with a QR code',
  'info.body.whatsNew.5':
    'Stronger sign-in protection: a locked account still opens with a one-time code sent to its owner',
  'info.body.whatsNew.6': 'Faster sign-up with email confirmation and password recovery by email',
  'info.body.whatsNew.7': 'Escrow release on delivery confirmation',
  'info.body.whatsNew.8': 'Three storefront themes',
  'info.legal.translatedBinding': 'This is a translation; the English text is the binding one.',
  'info.body.refund.1':
    'When you pay, the money is held in escrow. The vendor is paid only after you confirm delivery, or automatically after the delivery window if you raise no complaint.',
  'info.body.refund.2': 'The item never arrived.',
  'info.body.refund.3': 'The item is materially different from its description, damaged or counterfeit.',
  'info.body.refund.4': 'The vendor cancelled the order.',
  'info.body.refund.5':
    'Contact the vendor first from your order page: most issues are resolved directly. If not, write to support with your order number before confirming delivery; we mediate and decide within 5 working days.',
  'info.body.refund.6':
    'Approved refunds go back to the original payment method. Card refunds usually appear within 5 to 10 working days, bank transfers within 2 working days.',
  'info.body.disclaimer.1':
    'Products on Kasuwa storefronts are sold by independent vendors. Vendors are responsible for their listings, prices, stock, the quality and legality of their goods and for delivery.',
  'info.body.disclaimer.2':
    'We take care to keep our pages accurate, but guides, examples and figures are general information, not legal, tax or financial advice.',
  'info.body.disclaimer.3':
    'We aim for uninterrupted service but cannot guarantee it. Planned maintenance is announced in advance whenever possible.',
  'info.body.security.1':
    'Card, USSD and bank transfer payments are processed by licensed Nigerian payment providers; Kasuwa never stores full card numbers.',
  'info.body.security.2':
    'All payments land in escrow and are released to vendors after delivery, less the 1.5% transaction fee.',
  'info.body.security.3':
    'Naira payouts reach vendors within 24 hours of release; USD, GBP and EUR payouts within 7 working days.',
  'info.body.security.4':
    'Passwords are stored with a modern one-way hash (argon2id) and never readable by staff.',
  'info.body.security.5': 'Sessions expire and can be ended from any device by resetting your password.',
  'info.body.security.6': 'Every connection to Kasuwa is encrypted with TLS.',
  'info.body.security.7':
    'If you believe you have found a security issue, write to support@kasuwa.ng with the details.',
  'info.body.compliance.1':
    'We comply with the Nigeria Data Protection Act 2023 and, for European users, the GDPR.',
  'info.body.compliance.2':
    'Payments are handled by providers licensed by the Central Bank of Nigeria. We screen for fraud and may hold payouts that show signs of abuse while we investigate.',
  'info.body.compliance.3':
    'Our escrow and refund process follows the Federal Competition and Consumer Protection Act: buyers get what they paid for or their money back.',
  'info.body.compliance.4':
    'Vendors may not sell illegal, counterfeit, stolen or dangerous goods. Stores that do are suspended and reported where the law requires.',
  'info.body.privacy.1':
    'Kasuwa is operated by Kasuwa Technologies Ltd, Lagos, Nigeria. We are the controller of the personal data described here.',
  'info.body.privacy.2': 'Business name',
  'info.body.privacy.3': 'Contact details: name, email address, phone number and address',
  'info.body.privacy.4': 'Payment and bank information used for payouts',
  'info.body.privacy.5': 'Product details, prices and images you publish',
  'info.body.privacy.6': 'Shipping address',
  'info.body.privacy.7': 'Payment information (processed by our payment partners)',
  'info.body.privacy.8': 'Purchase history',
  'info.body.privacy.9': 'To process transactions, escrow and payouts',
  'info.body.privacy.10': 'To manage accounts and keep them secure',
  'info.body.privacy.11': 'To communicate with you about orders, payments and support requests',
  'info.body.privacy.12': 'To improve the platform',
  'info.body.privacy.13': 'For marketing, only with your consent; you can withdraw it at any time',
  'info.body.privacy.14': 'Encryption of data in transit and of sensitive data at rest',
  'info.body.privacy.15': 'Access controls: staff see only what their role requires',
  'info.body.privacy.16': 'Regular security audits of our systems and suppliers',
  'info.body.privacy.17':
    'We comply with the Nigeria Data Protection Act and the GDPR. You may ask for a copy of your data, its correction or deletion, or object to its use for marketing.',
  'info.body.privacy.18': 'Contact our data protection team at support@kasuwa.ng or call +234 800 527 8920.',
  'info.body.privacy.19':
    'We use essential cookies to keep you signed in and secure. Analytics cookies are set only after you accept them in the cookie banner.',
  'info.terms.p.acceptableUse':
    'You may use Kasuwa only for lawful trade. You must not sell prohibited, counterfeit or stolen goods, mislead customers, interfere with the platform or other users, or use another person’s account.',
  'info.terms.p.vendors':
    'Vendors describe products honestly, keep prices and stock up to date, deliver orders within the promised time, handle customer data with care and pay the 1.5% transaction fee on each sale. Vendors are responsible for taxes on their sales.',
  'info.terms.p.customers':
    'Customers can buy without an account, receive the goods described or their money back through escrow, and ask Kasuwa to mediate when a vendor does not resolve a problem.',
  'info.terms.p.liability':
    'Kasuwa provides the platform; vendors are the sellers. To the extent the law allows, Kasuwa is not liable for indirect losses, and its total liability is limited to the fees paid to Kasuwa in the twelve months before the claim.',
  'info.terms.p.disputes':
    'Payments are held in escrow while a dispute is open, and Kasuwa mediates between buyer and vendor. Buyer and vendor first try to resolve the issue directly from the order page. If that fails, either may escalate to Kasuwa support, which reviews the evidence and decides on release or refund. Disputes that cannot be settled this way are, in certain cases, resolved by binding arbitration in Lagos under the Arbitration and Mediation Act 2023.',
  'info.terms.p.changes':
    'We may update these terms. We announce material changes by email and on this page at least 14 days before they take effect; continuing to use Kasuwa afterwards means you accept them.',
};

export default messages;
export const reviewed: readonly string[] = [];
