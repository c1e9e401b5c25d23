import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'faq.page.eyebrow': 'Help Center',
  'faq.page.title': 'Questions wey people dey ask',
  'faq.page.intro': 'Quick answers about shops, payment, escrow and your account.',
  'faq.page.categories': 'Categories',
  'faq.page.all': 'All questions',
  'faq.page.moreHelp': 'More help',
  'faq.page.faqs': 'Questions',
  'faq.page.terms': 'Terms',
  'faq.page.privacy': 'Privacy',
  'faq.page.legal': 'Legal',
  'faq.page.search': 'Search questions',
  'faq.page.searchHint': 'Search questions, like payout',
  'faq.page.noMatch': 'No question match “{keyword}”. Try another word or {ask}.',
  'faq.page.ask': 'ask us straight',
  'faq.category.general': 'General',
  'faq.category.storefront': 'Online shop',
  'faq.category.account': 'Account',
  'faq.category.billing': 'Payment and billing',
  'faq.category.theme': 'Theme and styling',
  'faq.category.orders': 'Order and delivery',
  'faq.category.support': 'Support',
  'faq.q1.q': 'Wetin be Kasuwa?',
  'faq.q1.a':
    'Kasuwa na platform wey dey give small business online shop, safe payment wey Kasuwa dey hold, and tools to run their business, starting from Nigeria.',
  'faq.q2.q': 'How much Kasuwa cost?',
  'faq.q2.a':
    'Free plan no cost anything. Premium and Enterprise add more shops and tools, for the price wey dey Pricing page; if you pay yearly, two months na free. Every plan dey pay 1.5% fee for products wey you sell.',
  'faq.q3.q': 'My customers need account before dem fit buy?',
  'faq.q3.a':
    'No. Customers dey buy from your shop without sign up; dem go only give delivery address and pay.',
  'faq.q4.q': 'How quick I fit open shop?',
  'faq.q4.a':
    'For small minutes. After you confirm your e-mail, choose shop name, address like yourshop.kasuwa.ng, category and theme. The shop go live sharp sharp.',
  'faq.q5.q': 'I fit get more than one shop?',
  'faq.q5.a':
    'Free plan get one shop. Premium allow reach five shops for one account and Enterprise as many as you want.',
  'faq.q6.q': 'Which shop address I fit use?',
  'faq.q6.a':
    'Small letters, numbers and hyphen, reach 63 characters, no start or end with hyphen. Some words like admin or www don already reserve.',
  'faq.q7.q': 'I no receive the confirmation e-mail. Wetin I go do?',
  'faq.q7.a':
    'Check your spam folder, then use the button to resend confirmation e-mail for the confirmation page. The link dey valid for 48 hours.',
  'faq.q8.q': 'How I go change my password?',
  'faq.q8.a':
    'Click Forgot Password for the login page and enter your e-mail. If the account dey, you go receive link wey go work once and expire after one hour.',
  'faq.q9.q': 'Wetin Remember Me dey do?',
  'faq.q9.a':
    'E go keep you logged in for that device for 30 days. Without am, you go log out when you close the browser.',
  'faq.q10.q': 'Which payment my customers fit use?',
  'faq.q10.a': 'Card (Mastercard, Visa, Verve), USSD and transfer.',
  'faq.q11.q': 'How escrow dey work?',
  'faq.q11.a':
    'Kasuwa dey hold the payment until the customer confirm say e reach, or until delivery time pass without complain. Then the money go enter your balance, minus the 1.5% fee.',
  'faq.q12.q': 'When my money go reach my bank?',
  'faq.q12.a':
    'Naira payout go reach your bank inside 24 hours after release. USD, GBP and EUR payout fit take reach 7 working days.',
  'faq.q13.q': 'I fit pay for my plan yearly?',
  'faq.q13.a': 'Yes. Paid plans fit pay monthly or yearly; the yearly price na the same as ten months.',
  'faq.q14.q': 'I fit change my theme later?',
  'faq.q14.a': 'Yes, any time from your dashboard. Your products and orders go still dey as dem be.',
  'faq.q15.q': 'I fit use my own domain name?',
  'faq.q15.a':
    'Yes, for Premium and Enterprise. For Settings → Your own domain, enter am and create the two DNS records wey Kasuwa show you for your domain company; once we see dem, your shop go open for your domain with security certificate (the padlock), and your kasuwa subdomain go send visitors go there. Every shop still get im own kasuwa subdomain.',
  'faq.q16.q': 'How I go know say new order don come?',
  'faq.q16.a':
    'You go receive e-mail and see the order for your dashboard sharp sharp, with the customer delivery details.',
  'faq.q17.q': 'Kasuwa dey deliver my orders?',
  'faq.q17.a':
    'Not yet: shipping connection dey come soon. For now you go deliver with your usual rider or logistics partner and mark the order as shipped.',
  'faq.q18.q': 'Wetin go happen if customer want refund?',
  'faq.q18.a':
    'The customer go complain before e confirm say e reach. You fit settle am direct; if not, Kasuwa support go settle am. Refund wey dem approve go comot from escrow.',
  'faq.q19.q': 'How I go contact support?',
  'faq.q19.a':
    'Write to support@kasuwa.ng, call +234 800 527 8920 or use the contact form. We dey answer 24/7.',
  'faq.q20.q': 'Priority support dey?',
  'faq.q20.a': 'Yes. We dey answer Premium and Enterprise sellers first.',
};

export default messages;
export const reviewed: readonly string[] = [];
