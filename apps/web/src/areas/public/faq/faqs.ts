export const FAQ_CATEGORIES = [
  'General',
  'Store Front',
  'Account',
  'Payment and Billing',
  'Theme and Customization',
  'Order and Shipping',
  'Support',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface Faq {
  id: number;
  category: FaqCategory;
  question: string;
  answer: string;
}

export const FAQS: Faq[] = [
  {
    id: 1,
    category: 'General',
    question: 'What is Kasuwa?',
    answer:
      'Kasuwa is a platform that gives small businesses an online store, escrow-protected payments and the tools to manage their business, starting in Nigeria.',
  },
  {
    id: 2,
    category: 'General',
    question: 'How much does Kasuwa cost?',
    answer:
      'The Free plan costs nothing. Premium and Enterprise add more stores and more tools, at the prices on the Pricing page; paid yearly, two months are free. Every plan pays a 1.5% transaction fee on products sold.',
  },
  {
    id: 3,
    category: 'General',
    question: 'Do my customers need an account to buy?',
    answer:
      'No. Customers buy from your store without signing up; they only give a delivery address and pay.',
  },
  {
    id: 4,
    category: 'Store Front',
    question: 'How quickly can I open a store?',
    answer:
      'In minutes. After confirming your email, choose a store name, an address such as yourshop.kasuwa.ng, a category and a theme. The store is live at once.',
  },
  {
    id: 5,
    category: 'Store Front',
    question: 'Can I have more than one store?',
    answer:
      'The Free plan includes one store. Premium allows up to five stores on one account and Enterprise as many as you need.',
  },
  {
    id: 6,
    category: 'Store Front',
    question: 'Which store addresses can I use?',
    answer:
      'Lowercase letters, digits and hyphens, up to 63 characters, not starting or ending with a hyphen. Some words such as admin or www are reserved.',
  },
  {
    id: 7,
    category: 'Account',
    question: 'I did not receive the confirmation email. What should I do?',
    answer:
      'Check your spam folder, then use the Resend confirmation email button on the confirmation page. The link is valid for 48 hours.',
  },
  {
    id: 8,
    category: 'Account',
    question: 'How do I reset my password?',
    answer:
      'Click Forgot Password on the login page and enter your email. If an account exists, you will receive a link that works once and expires after one hour.',
  },
  {
    id: 9,
    category: 'Account',
    question: 'What does Remember Me do?',
    answer:
      'It keeps you signed in on that device for 30 days. Without it, you are signed out when you close the browser.',
  },
  {
    id: 10,
    category: 'Payment and Billing',
    question: 'Which payment methods can my customers use?',
    answer: 'Card (Mastercard, Visa, Verve), USSD and bank transfer.',
  },
  {
    id: 11,
    category: 'Payment and Billing',
    question: 'How does escrow work?',
    answer:
      'Payments are held in escrow until the customer confirms delivery, or until the delivery window passes without a complaint. The money is then released to your balance, less the 1.5% fee.',
  },
  {
    id: 12,
    category: 'Payment and Billing',
    question: 'When do I receive my payouts?',
    answer:
      'Naira payouts reach your bank within 24 hours of release. USD, GBP and EUR payouts take up to 7 working days.',
  },
  {
    id: 13,
    category: 'Payment and Billing',
    question: 'Can I pay for my plan annually?',
    answer: 'Yes. Paid plans are billed monthly or annually; the annual price equals ten months.',
  },
  {
    id: 14,
    category: 'Theme and Customization',
    question: 'Can I change my theme later?',
    answer: 'Yes, at any time from your dashboard. Your products and orders stay as they are.',
  },
  {
    id: 15,
    category: 'Theme and Customization',
    question: 'Can I use my own domain name?',
    answer:
      'Yes, on Premium and Enterprise. In Settings → Your own domain, enter it and create the two DNS records Kasuwa shows you at your domain company; once they are found, your store opens on your domain with a security certificate (the padlock), and your kasuwa subdomain sends visitors there. Every store keeps its own kasuwa subdomain.',
  },
  {
    id: 16,
    category: 'Order and Shipping',
    question: 'How am I told about a new order?',
    answer:
      'You receive an email and see the order in your dashboard straight away, with the customer’s delivery details.',
  },
  {
    id: 17,
    category: 'Order and Shipping',
    question: 'Does Kasuwa deliver my orders?',
    answer:
      'Not yet: shipping integration is coming soon. Today you deliver with your usual rider or logistics partner and mark the order as shipped.',
  },
  {
    id: 18,
    category: 'Order and Shipping',
    question: 'What happens if a customer wants a refund?',
    answer:
      'The customer raises a dispute before confirming delivery. You can settle it directly; if not, Kasuwa support mediates. Approved refunds come out of escrow.',
  },
  {
    id: 19,
    category: 'Support',
    question: 'How do I contact support?',
    answer: 'Write to support@kasuwa.ng, call +234 800 527 8920 or use the contact form. We answer 24/7.',
  },
  {
    id: 20,
    category: 'Support',
    question: 'Is there priority support?',
    answer: 'Yes. Premium and Enterprise vendors are answered first.',
  },
];

/** Spec 2.8: a case-insensitive substring match on the question text only; empty shows everything. */
export function filterFaqs(faqs: Faq[], keyword: string): Faq[] {
  const q = keyword.trim().toLowerCase();
  return q ? faqs.filter((f) => f.question.toLowerCase().includes(q)) : faqs;
}
