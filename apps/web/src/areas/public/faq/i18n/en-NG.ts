/** The FAQ page in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'faq.page.eyebrow': 'Help Center',
  'faq.page.title': 'Frequently asked questions',
  'faq.page.intro': 'Quick answers about stores, payments, escrow and your account.',
  'faq.page.categories': 'Categories',
  'faq.page.all': 'All questions',
  'faq.page.moreHelp': 'More help',
  'faq.page.faqs': 'FAQs',
  'faq.page.terms': 'Terms',
  'faq.page.privacy': 'Privacy',
  'faq.page.legal': 'Legal',
  'faq.page.search': 'Search questions',
  'faq.page.searchHint': 'Search questions, e.g. payout',
  'faq.page.noMatch': 'No question matches “{keyword}”. Try another word or {ask}.',
  'faq.page.ask': 'ask us directly',
  'faq.category.general': 'General',
  'faq.category.storefront': 'Store Front',
  'faq.category.account': 'Account',
  'faq.category.billing': 'Payment and Billing',
  'faq.category.theme': 'Theme and Customization',
  'faq.category.orders': 'Order and Shipping',
  'faq.category.support': 'Support',
  'faq.q1.q': 'What is Kasuwa?',
  'faq.q1.a':
    'Kasuwa is a platform that gives small businesses an online store, escrow-protected payments and the tools to manage their business, starting in Nigeria.',
  'faq.q2.q': 'How much does Kasuwa cost?',
  'faq.q2.a':
    'The Free plan costs nothing. Premium and Enterprise add more stores and more tools, at the prices on the Pricing page; paid yearly, two months are free. Every plan pays a 1.5% transaction fee on products sold.',
  'faq.q3.q': 'Do my customers need an account to buy?',
  'faq.q3.a':
    'No. Customers buy from your store without signing up; they only give a delivery address and pay.',
  'faq.q4.q': 'How quickly can I open a store?',
  'faq.q4.a':
    'In minutes. After confirming your email, choose a store name, an address such as yourshop.kasuwa.ng, a category and a theme. The store is live at once.',
  'faq.q5.q': 'Can I have more than one store?',
  'faq.q5.a':
    'The Free plan includes one store. Premium allows up to five stores on one account and Enterprise as many as you need.',
  'faq.q6.q': 'Which store addresses can I use?',
  'faq.q6.a':
    'Lowercase letters, digits and hyphens, up to 63 characters, not starting or ending with a hyphen. Some words such as admin or www are reserved.',
  'faq.q7.q': 'I did not receive the confirmation email. What should I do?',
  'faq.q7.a':
    'Check your spam folder, then use the Resend confirmation email button on the confirmation page. The link is valid for 48 hours.',
  'faq.q8.q': 'How do I reset my password?',
  'faq.q8.a':
    'Click Forgot Password on the login page and enter your email. If an account exists, you will receive a link that works once and expires after one hour.',
  'faq.q9.q': 'What does Remember Me do?',
  'faq.q9.a':
    'It keeps you signed in on that device for 30 days. Without it, you are signed out when you close the browser.',
  'faq.q10.q': 'Which payment methods can my customers use?',
  'faq.q10.a': 'Card (Mastercard, Visa, Verve), USSD and bank transfer.',
  'faq.q11.q': 'How does escrow work?',
  'faq.q11.a':
    'Payments are held in escrow until the customer confirms delivery, or until the delivery window passes without a complaint. The money is then released to your balance, less the 1.5% fee.',
  'faq.q12.q': 'When do I receive my payouts?',
  'faq.q12.a':
    'Naira payouts reach your bank within 24 hours of release. USD, GBP and EUR payouts take up to 7 working days.',
  'faq.q13.q': 'Can I pay for my plan annually?',
  'faq.q13.a': 'Yes. Paid plans are billed monthly or annually; the annual price equals ten months.',
  'faq.q14.q': 'Can I change my theme later?',
  'faq.q14.a': 'Yes, at any time from your dashboard. Your products and orders stay as they are.',
  'faq.q15.q': 'Can I use my own domain name?',
  'faq.q15.a':
    'Yes, on Premium and Enterprise. In Settings → Your own domain, enter it and create the two DNS records Kasuwa shows you at your domain company; once they are found, your store opens on your domain with a security certificate (the padlock), and your kasuwa subdomain sends visitors there. Every store keeps its own kasuwa subdomain.',
  'faq.q16.q': 'How am I told about a new order?',
  'faq.q16.a':
    'You receive an email and see the order in your dashboard straight away, with the customer’s delivery details.',
  'faq.q17.q': 'Does Kasuwa deliver my orders?',
  'faq.q17.a':
    'Not yet: shipping integration is coming soon. Today you deliver with your usual rider or logistics partner and mark the order as shipped.',
  'faq.q18.q': 'What happens if a customer wants a refund?',
  'faq.q18.a':
    'The customer raises a dispute before confirming delivery. You can settle it directly; if not, Kasuwa support mediates. Approved refunds come out of escrow.',
  'faq.q19.q': 'How do I contact support?',
  'faq.q19.a': 'Write to support@kasuwa.ng, call +234 800 527 8920 or use the contact form. We answer 24/7.',
  'faq.q20.q': 'Is there priority support?',
  'faq.q20.a': 'Yes. Premium and Enterprise vendors are answered first.',
};

export default messages;
export const reviewed: readonly string[] = [];
