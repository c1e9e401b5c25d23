import type { translate } from './i18n';

/** A text of the FAQ's part, translated where it is drawn (the language can change after load). */
type Key = Parameters<typeof translate>[0];

export const FAQ_CATEGORIES = [
  'faq.category.general',
  'faq.category.storefront',
  'faq.category.account',
  'faq.category.billing',
  'faq.category.theme',
  'faq.category.orders',
  'faq.category.support',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface Faq {
  id: number;
  category: FaqCategory;
  question: Key;
  answer: Key;
}

export const FAQS: Faq[] = [
  { id: 1, category: 'faq.category.general', question: 'faq.q1.q', answer: 'faq.q1.a' },
  { id: 2, category: 'faq.category.general', question: 'faq.q2.q', answer: 'faq.q2.a' },
  { id: 3, category: 'faq.category.general', question: 'faq.q3.q', answer: 'faq.q3.a' },
  { id: 4, category: 'faq.category.storefront', question: 'faq.q4.q', answer: 'faq.q4.a' },
  { id: 5, category: 'faq.category.storefront', question: 'faq.q5.q', answer: 'faq.q5.a' },
  { id: 6, category: 'faq.category.storefront', question: 'faq.q6.q', answer: 'faq.q6.a' },
  { id: 7, category: 'faq.category.account', question: 'faq.q7.q', answer: 'faq.q7.a' },
  { id: 8, category: 'faq.category.account', question: 'faq.q8.q', answer: 'faq.q8.a' },
  { id: 9, category: 'faq.category.account', question: 'faq.q9.q', answer: 'faq.q9.a' },
  { id: 10, category: 'faq.category.billing', question: 'faq.q10.q', answer: 'faq.q10.a' },
  { id: 11, category: 'faq.category.billing', question: 'faq.q11.q', answer: 'faq.q11.a' },
  { id: 12, category: 'faq.category.billing', question: 'faq.q12.q', answer: 'faq.q12.a' },
  { id: 13, category: 'faq.category.billing', question: 'faq.q13.q', answer: 'faq.q13.a' },
  { id: 14, category: 'faq.category.theme', question: 'faq.q14.q', answer: 'faq.q14.a' },
  { id: 15, category: 'faq.category.theme', question: 'faq.q15.q', answer: 'faq.q15.a' },
  { id: 16, category: 'faq.category.orders', question: 'faq.q16.q', answer: 'faq.q16.a' },
  { id: 17, category: 'faq.category.orders', question: 'faq.q17.q', answer: 'faq.q17.a' },
  { id: 18, category: 'faq.category.orders', question: 'faq.q18.q', answer: 'faq.q18.a' },
  { id: 19, category: 'faq.category.support', question: 'faq.q19.q', answer: 'faq.q19.a' },
  { id: 20, category: 'faq.category.support', question: 'faq.q20.q', answer: 'faq.q20.a' },
];

/** Spec 2.8: a case-insensitive substring match on the question text only (in the reader's language); empty shows everything. */
export function filterFaqs<F extends { question: string }>(faqs: F[], keyword: string): F[] {
  const q = keyword.trim().toLowerCase();
  return q ? faqs.filter((f) => f.question.toLowerCase().includes(q)) : faqs;
}
