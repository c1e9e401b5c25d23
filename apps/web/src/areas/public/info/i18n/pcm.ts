import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'info.legal.eyebrow': 'Legal',
  'info.terms.title': 'Terms and Conditions',
  'info.terms.intro':
    'The rules for sellers and customers wey dey use Kasuwa, wey Kasuwa Technologies Ltd, Lagos, dey run.',
  'info.terms.acceptableUse': 'How you fit use am',
  'info.terms.vendors': 'Wetin seller must do',
  'info.terms.customers': 'Customer rights',
  'info.terms.liability': 'Limit of wetin we go answer for',
  'info.terms.disputes': 'How we dey settle complain',
  'info.terms.changes': 'When terms change',
  'info.terms.questions': 'You get question about these terms? Write to {email}.',
  'info.agreement.title': 'User Agreement',
  'info.agreement.intro':
    'If you use Kasuwa, you don agree to the documents below. You must be 18 years or more, or the adult age for where you dey live, to open account or buy.',
  'info.card.terms': 'The platform rules for sellers and customers.',
  'info.card.privacyTitle': 'Privacy Policy',
  'info.card.privacy': 'The data wey we dey collect and how we dey protect am.',
  'info.card.supportTitle': 'Support',
  'info.card.support': 'How to reach us, 24/7.',
  'info.card.disclaimerTitle': 'Disclaimer',
  'info.card.disclaimer': 'Wetin Kasuwa go answer for and wetin e no go answer for.',
  'info.hub.search': 'Search',
  'info.hub.searchHint': 'Search by word',
  'info.hub.noMatch': 'Nothing match “{query}”.',
  'info.support.eyebrow': 'Support',
  'info.support.title': 'How we fit help you?',
  'info.support.intro': 'Our team dey here 24/7. Premium and Enterprise sellers dey get help first.',
  'info.support.helpTitle': 'Help Center',
  'info.support.help': 'Answers to the questions wey sellers and buyers dey ask pass.',
  'info.support.contactTitle': 'Contact information',
  'info.support.contact': 'E-mail, phone and WhatsApp.',
  'info.support.docsTitle': 'Documentation',
  'info.support.docs': 'Guide for every part of your shop.',
  'info.support.faqTitle': 'Questions',
  'info.support.faq': 'Search the questions wey people dey ask.',
  'info.support.communityTitle': 'Community',
  'info.support.community': 'Learn from other Kasuwa sellers.',
  'info.support.languageTitle': 'Language and region',
  'info.support.language': 'Languages, currencies and time zones.',
  'info.legalHub.title': 'Legal centre',
  'info.legalHub.intro': 'The rules wey dey guide Kasuwa, written make people read am.',
  'info.legalHub.terms': 'The platform rules.',
  'info.legalHub.refundTitle': 'Refund Policy',
  'info.legalHub.refund': 'How refund and escrow complain dey work.',
  'info.legalHub.disclaimer': 'The limit of wetin we go answer for.',
  'info.legalHub.securityTitle': 'Security and Payment',
  'info.legalHub.security': 'How we dey keep money and accounts safe.',
  'info.legalHub.privacy': 'Your data and your rights.',
  'info.legalHub.complianceTitle': 'Legal Compliance',
  'info.legalHub.compliance': 'The laws wey we dey follow.',
  'info.resources.eyebrow': 'Resources',
  'info.resources.title': 'Resources for sellers',
  'info.resources.intro': 'Guide and news to help you sell more.',
  'info.resources.guideTitle': 'Guide',
  'info.resources.guide': 'From sign-up reach your first sale.',
  'info.resources.newTitle': 'Wetin new',
  'info.resources.new': 'The latest things wey we don improve for Kasuwa.',
  'info.resources.escrowTitle': 'Escrow',
  'info.resources.escrow': 'How we dey protect payment.',
  'info.resources.manualTitle': 'Manual',
  'info.resources.manual': 'Reference for your dashboard.',
  'info.careers.eyebrow': 'Work with us',
  'info.careers.title': 'Build the market of tomorrow with us',
  'info.careers.intro': 'We be Lagos team wey dey help small business for Africa sell online. Join us.',
  'info.careers.open': 'Work wey dey available',
  'info.careers.fullTime': 'Lagos · Full time',
  'info.careers.apply': 'To apply, send your CV and short note about the work to {email}.',
  'info.role.logistics': 'Transport and Logistics Manager',
  'info.role.logisticsText': 'Build our delivery partners network for Nigerian cities.',
  'info.role.transport': 'Transport Supervisors',
  'info.role.transportText': 'Run every-day pick-up and delivery with our partners.',
  'info.role.qc': 'Quality Control Manager',
  'info.role.qcText': 'Set and enforce quality check for goods wey dem sell through Kasuwa.',
  'info.role.qa': 'Quality Assurance Manager',
  'info.role.qaText': 'Take charge of the quality of our platform releases and how sellers dey enjoy am.',
  'info.role.finance': 'Finance and Accounting Specialists',
  'info.role.financeText': 'Make sure escrow, fees and payouts balance reach the last kobo.',
  'info.role.audit': 'Finance and Accounting Auditors',
  'info.role.auditText': 'Audit our ledger, controls and money reports.',
  'info.pricing.eyebrow': 'Price',
  'info.pricing.title': 'Start free. Grow when you ready.',
  'info.pricing.intro':
    'Every plan get payment by card, USSD and transfer wey Kasuwa dey hold safe. Na 1.5% fee for every product wey you sell.',
  'info.pricing.monthly': 'Monthly',
  'info.pricing.annual': 'Yearly (2 months free)',
  'info.pricing.failed': 'The plans no gree load. Abeg reload the page.',
  'info.pricing.free': 'Free',
  'info.pricing.perMonth': ' / month',
  'info.pricing.perYear': ' / year',
  'info.pricing.startFree': 'Start free',
  'info.pricing.choose': 'Choose {plan}',
  'info.pricing.goodToKnow': 'Wetin you suppose know',
  'info.pricing.know.period':
    'Pay monthly or yearly (two months free) by card or from your Kasuwa balance; if you upgrade, you go pay only the difference for the time wey remain, and you fit cancel when the period end.',
  'info.pricing.know.stores':
    'Many shops for one account dey for Premium (reach 5) and Enterprise (no limit).',
  'info.pricing.know.domain':
    'To style your shop and use your own domain (with automatic HTTPS) na only for paid plans.',
  'info.pricing.know.staff':
    'Staff accounts dey for Premium and Enterprise: invite your assistants with role (Manager, Sales or Stock) so dem go record sales and manage stock without your password; payouts, bank accounts, the plan and staff na still your own.',
  'info.pricing.know.support': 'Support dey available 24/7, and Premium and Enterprise dey get help first.',
  'info.pricing.fees': 'Fees and payout',
  'info.pricing.fees.transaction': 'Transaction fee: 1.5% for every product wey you sell, for every plan.',
  'info.pricing.fees.naira': 'Naira payout: inside 24 hours after escrow release am.',
  'info.pricing.fees.foreign': 'Foreign money payout (USD, GBP, EUR): inside 7 working days.',
  'info.page.updated': 'Last update na {date}.',
  'info.eyebrow.about': 'About us',
  'info.eyebrow.invoices': 'Invoice and receipt',
  'info.about.title': 'Business tools wey we build for small business for Africa',
  'info.about.intro':
    'Kasuwa mean "market" for Hausa. We dey give traders, people wey dey make things and shop owners their own online shop, safe payment and tools to grow, starting from Nigeria.',
  'info.about.why': 'Why we dey',
  'info.about.believe': 'Wetin we believe',
  'info.about.where': 'Where we dey',
  'info.about.careers': 'Work for Kasuwa',
  'info.about.contact': 'Contact us',
  'info.invoices.title': 'Correct invoice and receipt',
  'info.invoices.intro':
    'Invoice and receipt for your shop name, no spreadsheet: write invoice for customer wey you meet for WhatsApp or for your shop, and every payment go get im receipt by itself.',
  'info.invoices.invoices': 'Invoices',
  'info.invoices.receipts': 'Receipts',
  'info.invoices.accounts': 'For your accounts',
  'info.privacy.intro': 'The personal data wey Kasuwa dey collect, why, and how we dey protect am.',
  'info.privacy.who': 'Who we be',
  'info.privacy.vendors': 'Data wey we dey collect from sellers',
  'info.privacy.customers': 'Data wey we dey collect from customers',
  'info.privacy.use': 'How we dey use am',
  'info.privacy.protect': 'How we dey protect am',
  'info.privacy.rights': 'Your rights',
  'info.privacy.cookies': 'Cookies',
  'info.refund.intro':
    'How refund dey work when you buy from shop for Kasuwa, and how escrow dey protect your money.',
  'info.refund.escrow': 'Escrow dey protect every payment',
  'info.refund.when': 'When you fit ask for refund',
  'info.refund.how': 'How to ask',
  'info.disclaimer.intro': 'The limit of wetin Kasuwa go answer for as marketplace platform.',
  'info.disclaimer.vendors': 'Sellers dey sell, Kasuwa dey provide the platform',
  'info.disclaimer.information': 'Information for the site',
  'info.disclaimer.availability': 'When e dey available',
  'info.security.intro': 'How Kasuwa dey keep payment and accounts safe.',
  'info.security.payments': 'Payments',
  'info.security.accounts': 'Accounts',
  'info.security.report': 'Report problem',
  'info.compliance.intro': 'The laws and standards wey Kasuwa dey follow.',
  'info.compliance.data': 'Data protection',
  'info.compliance.payments': 'Payment and anti-fraud',
  'info.compliance.consumers': 'Customer protection',
  'info.compliance.prohibited': 'Goods wey dem no allow',
  'info.contactInfo.intro':
    'Our support team dey available 24/7. Premium and Enterprise sellers dey get help first.',
  'info.contactInfo.reach': 'Reach us',
  'info.contactInfo.before': 'Before you write',
  'info.docs.intro': 'Step-by-step guide to run your shop for Kasuwa.',
  'info.docs.start': 'How to start',
  'info.docs.payments': 'Payment and payout',
  'info.docs.recent': 'Wetin change recently',
  'info.docs.firstSale': 'Guide: your first sale',
  'info.community.intro':
    'Learn from other sellers: share wetin dey work, ask questions and meet people wey dey sell like you.',
  'info.community.where': 'Where the community dey meet',
  'info.community.rules': 'Community rules',
  'info.language.intro': 'Kasuwa dey serve Nigeria first, more Africa go follow.',
  'info.language.languages': 'Languages',
  'info.language.currencies': 'Currencies',
  'info.language.time': 'Time and dates',
  'info.guide.title': 'Guide: from sign-up reach your first sale',
  'info.guide.intro': 'Everything wey new seller need to do, one by one, to start to sell for Kasuwa.',
  'info.guide.step1': '1. Open your account',
  'info.guide.step2': '2. Open your shop',
  'info.guide.step3': '3. Add products',
  'info.guide.step4': '4. Share your link',
  'info.guide.step5': '5. Deliver and collect your money',
  'info.whatsNew.title': 'Wetin new for Kasuwa',
  'info.whatsNew.intro': 'The latest things wey we don improve for the platform.',
  'info.whatsNew.nov': 'November 2026',
  'info.whatsNew.oct': 'October 2026',
  'info.escrow.title': 'How escrow dey work',
  'info.escrow.intro':
    'Escrow dey keep customer money safe until the goods reach, and e dey protect sellers from fraud.',
  'info.escrow.steps': 'Step by step',
  'info.escrow.wrong': 'If something no work well',
  'info.manual.title': 'The Kasuwa manual',
  'info.manual.intro': 'Reference for every part of your seller dashboard.',
  'info.manual.account': 'Account',
  'info.manual.stores': 'Shops',
  'info.manual.products': 'Products and stock',
  'info.manual.orders': 'Orders, escrow and payout',
  'info.body.about.1':
    'Millions of business for Africa dey sell through social media and mouth-to-mouth, dey collect payment by hand and dey write records for notebook. To go online don mean costly developers, foreign payment companies and tools wey no understand how things dey work for here.',
  'info.body.about.2':
    'Na to change am make dem start Kasuwa Technologies Ltd for Lagos. With Kasuwa, seller fit open shop for im own subdomain for small minutes, collect card, USSD and transfer payment, and collect im money through escrow wey dey protect both sides.',
  'info.body.about.3':
    'Trust na the money of online business: escrow dey protect buyers until delivery and sellers from chargeback fraud.',
  'info.body.about.4': 'Tools must work for the phones and network wey people dey really use.',
  'info.body.about.5': 'Price must dey honest: start free and pay small 1.5% fee only when you sell.',
  'info.body.about.6': 'Support na person wey dey answer, 24 hours every day, 7 days every week.',
  'info.body.about.7':
    'Kasuwa Technologies Ltd get im head office for Lagos, Nigeria, and e dey serve sellers and buyers for the whole country and more and more for the continent. Write to support@kasuwa.ng or visit our contact page to reach the team.',
  'info.body.contactInfo.1': 'E-mail: support@kasuwa.ng',
  'info.body.contactInfo.2': 'Phone and WhatsApp: +234 800 527 8920',
  'info.body.contactInfo.3': 'Post address: Kasuwa Technologies Ltd, Lagos, Nigeria',
  'info.body.contactInfo.4':
    'Put your shop address (like yourshop.kasuwa.ng) or your order number so we fit help you quick.',
  'info.body.community.1': 'To join, write to support@kasuwa.ng with your shop address.',
  'info.body.community.2': 'The Kasuwa Sellers WhatsApp community, with groups by city and by category',
  'info.body.community.3': 'Monthly online meeting with Kasuwa team about selling, pictures and delivery',
  'info.body.community.4': 'Sellers meet-up for Lagos, Abuja and Kano',
  'info.body.community.5': 'Respect everybody.',
  'info.body.community.6': 'No spam or advert wey nobody ask for.',
  'info.body.community.7': 'No ever share password or payment details.',
  'info.body.language.1':
    'Kasuwa dey speak English, Pidgin, Hausa, Yoruba, Igbo and French: choose your own for the bottom of the page, or for your account menu when you don log in.',
  'info.body.language.2':
    'Shops dey sell for naira (NGN) by default. Enterprise shops fit also sell for USD, GBP, EUR, GHS, KES and ZAR.',
  'info.body.language.3': 'We dey show time for West Africa Time (WAT, UTC+1) unless you choose another one.',
  'info.body.guide.1':
    'Sign up with your business name and e-mail, then confirm your e-mail from the link wey we send.',
  'info.body.guide.2':
    'Choose name, address like yourshop.kasuwa.ng, the category of wetin you dey sell and one of three themes. Your shop go live sharp sharp.',
  'info.body.guide.3':
    'Add clear pictures, true descriptions, prices and stock. Group products into collections.',
  'info.body.guide.4':
    'Post your shop link for WhatsApp, Instagram and Facebook. Customers fit buy without account.',
  'info.body.guide.5':
    'When order come, deliver am. Once the customer confirm say e reach, the money go comot from escrow enter your balance, minus 1.5%.',
  'info.body.escrow.1':
    'The customer pay by card, USSD or transfer. The money go enter escrow, e no go straight to the seller.',
  'info.body.escrow.2': 'We go tell the seller and e go send the order.',
  'info.body.escrow.3': 'The customer confirm say e reach, or delivery time pass without complain.',
  'info.body.escrow.4': 'Kasuwa go release the money to the seller balance, minus the 1.5% transaction fee.',
  'info.body.escrow.5':
    'Naira payout go reach seller bank inside 24 hours; foreign money inside 7 working days.',
  'info.body.escrow.6':
    'The customer go complain before e confirm say e reach. The money go still dey escrow while buyer and seller dey try settle am; if dem no fit, Kasuwa support go settle am and decide.',
  'info.body.manual.1':
    'Sign up, confirm your e-mail and log in. Tick Remember Me to stay logged in for 30 days for your own device.',
  'info.body.manual.2':
    'Password don loss? Use the link for the login page; the reset link go work once and expire after one hour.',
  'info.body.manual.3': 'Free plan get one shop, Premium reach five, Enterprise as many as you want.',
  'info.body.manual.4':
    'Shop address dey use small letters, numbers and hyphen, and e must dey different from others.',
  'info.body.manual.5':
    'Products get variants (size, colour), price wey correct reach kobo, and stock wey we dey reserve the moment order enter.',
  'info.body.manual.6': 'Collections dey group products for your shop.',
  'info.body.manual.7':
    'Every order dey move from paid to shipped to delivered. When dem confirm delivery, escrow go release the money.',
  'info.body.manual.8': 'Your balance and payouts dey your dashboard, with every fee wey we collect.',
  'info.body.invoices.1':
    'Write invoice from your dashboard: products from your catalogue or any text, quantity, discount, delivery and 7.5% VAT (inside your price or add am on top), due date and notes.',
  'info.body.invoices.2':
    'Send am by e-mail or SMS, or copy im private link share for WhatsApp. Your customer go see am with your shop style and pay by card, wallet or transfer.',
  'info.body.invoices.3':
    'Invoice wey dem don pay go mark by itself, catalogue items go comot from your stock, and the money go enter escrow like any other sale. Reminder go go before and after the due date.',
  'info.body.invoices.4':
    'Invoice wey you don send no dey change: to correct am, cancel am and corrected copy go ready to send.',
  'info.body.invoices.5':
    'Every payment dey bring numbered receipt as PDF, for A4 paper or 80 mm receipt printer, with your logo and shop details.',
  'info.body.invoices.6':
    'Customers go receive am by e-mail and fit download am from their order page; you go download am from the order for your dashboard.',
  'info.body.invoices.7':
    'Receipt dey show items, discount, delivery, VAT, total, how dem pay and reference. Refund dey bring credit note wey name im receipt.',
  'info.body.invoices.8':
    'Export invoice, receipt and credit note for any period as CSV to share with your accountant. The numbers dey follow each other without gap, and amounts correct reach kobo.',
  'info.body.whatsNew.1':
    'Shops wey we make for phone: small header, cart wey no dey hide and checkout wey show summary first',
  'info.body.whatsNew.2': 'Customers dey pay for payment page wey get your shop name and colours',
  'info.body.whatsNew.3': 'Share product for WhatsApp or copy im link with one tap',
  'info.body.whatsNew.4':
    'Run your shop from your phone: bottom bar, product editor wey fit style text and Share your shop card with QR code',
  'info.body.whatsNew.5':
    'Stronger login protection: locked account fit still open with one-time code wey we send to the owner',
  'info.body.whatsNew.6': 'Faster sign-up with e-mail confirmation and password recovery by e-mail',
  'info.body.whatsNew.7': 'Escrow go release money when delivery confirm',
  'info.body.whatsNew.8': 'Three shop themes',
  'info.legal.translatedBinding': 'This na translation; na the English text be the correct one for law.',
  'info.body.refund.1':
    'When you pay, Kasuwa go hold the money. The seller go collect am only after you confirm say e reach, or by itself after delivery time pass if you no complain.',
  'info.body.refund.2': 'The item no reach at all.',
  'info.body.refund.3': 'The item different well well from how dem describe am, e spoil or e be fake.',
  'info.body.refund.4': 'The seller cancel the order.',
  'info.body.refund.5':
    'First contact the seller from your order page: most problems dey settle like that. If e no work, write to support with your order number before you confirm delivery; we go settle am and decide inside 5 working days.',
  'info.body.refund.6':
    'Refund wey we approve go return through the same way you take pay. Card refund dey usually show inside 5 to 10 working days, transfer inside 2 working days.',
  'info.body.disclaimer.1':
    'Na independent sellers dey sell the products for Kasuwa shops. Sellers dey answer for their listings, prices, stock, the quality and legality of their goods and for delivery.',
  'info.body.disclaimer.2':
    'We dey try make our pages correct, but guides, examples and figures na general information, no be legal, tax or money advice.',
  'info.body.disclaimer.3':
    'We dey try make service no stop, but we no fit promise am. We dey announce planned maintenance before time whenever we fit.',
  'info.body.security.1':
    'Na licensed Nigerian payment companies dey process card, USSD and transfer payments; Kasuwa no dey ever keep full card numbers.',
  'info.body.security.2':
    'All payments dey enter escrow and we dey release am to sellers after delivery, minus the 1.5% transaction fee.',
  'info.body.security.3':
    'Naira payout dey reach sellers inside 24 hours after release; USD, GBP and EUR inside 7 working days.',
  'info.body.security.4':
    'We dey keep passwords with modern one-way hash (argon2id) and staff no fit ever read am.',
  'info.body.security.5':
    'Sessions dey expire and you fit end am from any device if you reset your password.',
  'info.body.security.6': 'Every connection to Kasuwa dey encrypted with TLS.',
  'info.body.security.7':
    'If you think say you don see security problem, write to support@kasuwa.ng with the details.',
  'info.body.compliance.1':
    'We dey follow the Nigeria Data Protection Act 2023 and, for European users, the GDPR.',
  'info.body.compliance.2':
    'Na providers wey Central Bank of Nigeria license dey handle payments. We dey check for fraud and we fit hold payout wey look like abuse while we dey investigate.',
  'info.body.compliance.3':
    'Our escrow and refund process dey follow the Federal Competition and Consumer Protection Act: buyers go get wetin dem pay for or dem go collect their money back.',
  'info.body.compliance.4':
    'Sellers no fit sell illegal, fake, stolen or dangerous goods. Shops wey do am go dey suspended and reported where law talk say make we report.',
  'info.body.privacy.1':
    'Na Kasuwa Technologies Ltd, Lagos, Nigeria dey run Kasuwa. Na we be the controller of the personal data wey we describe here.',
  'info.body.privacy.2': 'Business name',
  'info.body.privacy.3': 'Contact details: name, e-mail address, phone number and address',
  'info.body.privacy.4': 'Payment and bank information wey we dey use for payout',
  'info.body.privacy.5': 'Product details, prices and pictures wey you publish',
  'info.body.privacy.6': 'Delivery address',
  'info.body.privacy.7': 'Payment information (na our payment partners dey process am)',
  'info.body.privacy.8': 'Wetin you don buy before',
  'info.body.privacy.9': 'To process transactions, escrow and payout',
  'info.body.privacy.10': 'To manage accounts and keep dem safe',
  'info.body.privacy.11': 'To talk to you about orders, payments and support requests',
  'info.body.privacy.12': 'To make the platform better',
  'info.body.privacy.13': 'For marketing, only if you gree; you fit cancel am any time',
  'info.body.privacy.14': 'We dey encrypt data wey dey move and sensitive data wey dey stored',
  'info.body.privacy.15': 'Access control: staff dey see only wetin their work need',
  'info.body.privacy.16': 'Regular security check of our systems and suppliers',
  'info.body.privacy.17':
    'We dey follow the Nigeria Data Protection Act and the GDPR. You fit ask for copy of your data, make we correct am or delete am, or say make we no use am for marketing.',
  'info.body.privacy.18': 'Contact our data protection team for support@kasuwa.ng or call +234 800 527 8920.',
  'info.body.privacy.19':
    'We dey use important cookies to keep you logged in and safe. Analytics cookies go only dey after you accept dem for the cookie banner.',
  'info.terms.p.acceptableUse':
    'You fit use Kasuwa only for legal business. You no go sell banned, fake or stolen goods, deceive customers, disturb the platform or other users, or use another person account.',
  'info.terms.p.vendors':
    'Sellers must describe products true true, keep price and stock up to date, deliver orders inside the time wey dem promise, handle customer data with care and pay the 1.5% transaction fee for each sale. Sellers dey answer for tax on their sales.',
  'info.terms.p.customers':
    'Customers fit buy without account, collect the goods wey dem describe or their money back through escrow, and ask Kasuwa to settle matter when seller no solve problem.',
  'info.terms.p.liability':
    'Kasuwa dey provide the platform; sellers na the people wey dey sell. As far as law allow, Kasuwa no go answer for indirect loss, and all wetin Kasuwa fit answer for no pass the fees wey dem pay Kasuwa for the twelve months before the claim.',
  'info.terms.p.disputes':
    'Kasuwa dey hold payment while complain still open, and Kasuwa dey settle matter between buyer and seller. Buyer and seller go first try settle am straight from the order page. If e no work, any of dem fit carry am go Kasuwa support, wey go check the evidence and decide whether to release the money or refund am. Complain wey no fit settle like this go, for some cases, go binding arbitration for Lagos under the Arbitration and Mediation Act 2023.',
  'info.terms.p.changes':
    'We fit update these terms. We go announce big changes by e-mail and for this page at least 14 days before dem start; if you continue to use Kasuwa after, e mean say you don accept dem.',
};

export default messages;
export const reviewed: readonly string[] = [];
