// The fourteen information pages (about, invoices, privacy, refunds, security, the guide, ...) as the keys of
// their texts, in reading order; the words themselves are the info part's (i18n/<locale>.ts).
import type { translate } from './i18n';

/** A text of the info pages' part: the page's frame and headings are translated where drawn. */
type Key = Parameters<typeof translate>[0];

/**
 * A page: every text is a catalogue key. A legal page says, to a reader of another language, that its
 * translation is one and the English binds.
 */
export interface InfoPageText {
  eyebrow?: Key;
  title: Key;
  intro: Key;
  legal?: boolean;
  sections: {
    heading: Key;
    paragraphs?: Key[];
    bullets?: Key[];
    links?: { label: Key; to: string }[];
  }[];
  /** ISO date. */
  updated?: string;
}

/** The legal pages' date (ISO), written in the reader's language where shown. */
const UPDATED = '2026-11-21';

/** Text of the informational pages, keyed by route path. */
export const INFO_PAGES: Record<string, InfoPageText> = {
  about: {
    eyebrow: 'info.eyebrow.about',
    title: 'info.about.title',
    intro: 'info.about.intro',
    sections: [
      {
        heading: 'info.about.why',
        paragraphs: ['info.body.about.1', 'info.body.about.2'],
      },
      {
        heading: 'info.about.believe',
        bullets: ['info.body.about.3', 'info.body.about.4', 'info.body.about.5', 'info.body.about.6'],
      },
      {
        heading: 'info.about.where',
        paragraphs: ['info.body.about.7'],
        links: [
          { label: 'info.about.careers', to: '/career' },
          { label: 'info.about.contact', to: '/contact-us' },
        ],
      },
    ],
  },
  invoices: {
    eyebrow: 'info.eyebrow.invoices',
    title: 'info.invoices.title',
    intro: 'info.invoices.intro',
    sections: [
      {
        heading: 'info.invoices.invoices',
        bullets: [
          'info.body.invoices.1',
          'info.body.invoices.2',
          'info.body.invoices.3',
          'info.body.invoices.4',
        ],
      },
      {
        heading: 'info.invoices.receipts',
        bullets: ['info.body.invoices.5', 'info.body.invoices.6', 'info.body.invoices.7'],
      },
      {
        heading: 'info.invoices.accounts',
        paragraphs: ['info.body.invoices.8'],
      },
    ],
  },
  privacy: {
    eyebrow: 'info.legal.eyebrow',
    title: 'info.card.privacyTitle',
    intro: 'info.privacy.intro',
    legal: true,
    updated: UPDATED,
    sections: [
      {
        heading: 'info.privacy.who',
        paragraphs: ['info.body.privacy.1'],
      },
      {
        heading: 'info.privacy.vendors',
        bullets: ['info.body.privacy.2', 'info.body.privacy.3', 'info.body.privacy.4', 'info.body.privacy.5'],
      },
      {
        heading: 'info.privacy.customers',
        bullets: ['info.body.privacy.6', 'info.body.privacy.7', 'info.body.privacy.8'],
      },
      {
        heading: 'info.privacy.use',
        bullets: [
          'info.body.privacy.9',
          'info.body.privacy.10',
          'info.body.privacy.11',
          'info.body.privacy.12',
          'info.body.privacy.13',
        ],
      },
      {
        heading: 'info.privacy.protect',
        bullets: ['info.body.privacy.14', 'info.body.privacy.15', 'info.body.privacy.16'],
      },
      {
        heading: 'info.privacy.rights',
        paragraphs: ['info.body.privacy.17', 'info.body.privacy.18'],
      },
      {
        heading: 'info.privacy.cookies',
        paragraphs: ['info.body.privacy.19'],
      },
    ],
  },
  'legal/refund-policy': {
    eyebrow: 'info.legal.eyebrow',
    title: 'info.legalHub.refundTitle',
    intro: 'info.refund.intro',
    legal: true,
    updated: UPDATED,
    sections: [
      {
        heading: 'info.refund.escrow',
        paragraphs: ['info.body.refund.1'],
      },
      {
        heading: 'info.refund.when',
        bullets: ['info.body.refund.2', 'info.body.refund.3', 'info.body.refund.4'],
      },
      {
        heading: 'info.refund.how',
        paragraphs: ['info.body.refund.5', 'info.body.refund.6'],
      },
    ],
  },
  'legal/disclaimer': {
    eyebrow: 'info.legal.eyebrow',
    title: 'info.card.disclaimerTitle',
    intro: 'info.disclaimer.intro',
    legal: true,
    updated: UPDATED,
    sections: [
      {
        heading: 'info.disclaimer.vendors',
        paragraphs: ['info.body.disclaimer.1'],
      },
      {
        heading: 'info.disclaimer.information',
        paragraphs: ['info.body.disclaimer.2'],
      },
      {
        heading: 'info.disclaimer.availability',
        paragraphs: ['info.body.disclaimer.3'],
      },
    ],
  },
  'legal/security-payment': {
    eyebrow: 'info.legal.eyebrow',
    title: 'info.legalHub.securityTitle',
    intro: 'info.security.intro',
    legal: true,
    sections: [
      {
        heading: 'info.security.payments',
        bullets: ['info.body.security.1', 'info.body.security.2', 'info.body.security.3'],
      },
      {
        heading: 'info.security.accounts',
        bullets: ['info.body.security.4', 'info.body.security.5', 'info.body.security.6'],
      },
      {
        heading: 'info.security.report',
        paragraphs: ['info.body.security.7'],
      },
    ],
  },
  'legal/legal-compliance': {
    eyebrow: 'info.legal.eyebrow',
    title: 'info.legalHub.complianceTitle',
    intro: 'info.compliance.intro',
    legal: true,
    sections: [
      {
        heading: 'info.compliance.data',
        paragraphs: ['info.body.compliance.1'],
      },
      {
        heading: 'info.compliance.payments',
        paragraphs: ['info.body.compliance.2'],
      },
      {
        heading: 'info.compliance.consumers',
        paragraphs: ['info.body.compliance.3'],
      },
      {
        heading: 'info.compliance.prohibited',
        paragraphs: ['info.body.compliance.4'],
      },
    ],
  },
  'support/contact-info': {
    eyebrow: 'info.support.eyebrow',
    title: 'info.support.contactTitle',
    intro: 'info.contactInfo.intro',
    sections: [
      {
        heading: 'info.contactInfo.reach',
        bullets: ['info.body.contactInfo.1', 'info.body.contactInfo.2', 'info.body.contactInfo.3'],
        links: [{ label: 'account.contactMessage', to: '/contact-us' }],
      },
      {
        heading: 'info.contactInfo.before',
        paragraphs: ['info.body.contactInfo.4'],
      },
    ],
  },
  'support/documentation': {
    eyebrow: 'info.support.eyebrow',
    title: 'info.support.docsTitle',
    intro: 'info.docs.intro',
    sections: [
      {
        heading: 'info.docs.start',
        links: [
          { label: 'info.manual.title', to: '/manual' },
          { label: 'info.docs.firstSale', to: '/resources/guide' },
        ],
      },
      {
        heading: 'info.docs.payments',
        links: [
          { label: 'info.escrow.title', to: '/resources/escrow' },
          { label: 'info.legalHub.securityTitle', to: '/legal/security-payment' },
        ],
      },
      {
        heading: 'info.docs.recent',
        links: [{ label: 'info.whatsNew.title', to: '/resources/whats-new' }],
      },
    ],
  },
  'support/community-forum': {
    eyebrow: 'info.support.eyebrow',
    title: 'info.support.communityTitle',
    intro: 'info.community.intro',
    sections: [
      {
        heading: 'info.community.where',
        bullets: ['info.body.community.2', 'info.body.community.3', 'info.body.community.4'],
        paragraphs: ['info.body.community.1'],
      },
      {
        heading: 'info.community.rules',
        bullets: ['info.body.community.5', 'info.body.community.6', 'info.body.community.7'],
      },
    ],
  },
  'support/language-region': {
    eyebrow: 'info.support.eyebrow',
    title: 'info.support.languageTitle',
    intro: 'info.language.intro',
    sections: [
      {
        heading: 'info.language.languages',
        paragraphs: ['info.body.language.1'],
      },
      {
        heading: 'info.language.currencies',
        paragraphs: ['info.body.language.2'],
      },
      {
        heading: 'info.language.time',
        paragraphs: ['info.body.language.3'],
      },
    ],
  },
  'resources/guide': {
    eyebrow: 'info.resources.eyebrow',
    title: 'info.guide.title',
    intro: 'info.guide.intro',
    sections: [
      {
        heading: 'info.guide.step1',
        paragraphs: ['info.body.guide.1'],
      },
      {
        heading: 'info.guide.step2',
        paragraphs: ['info.body.guide.2'],
      },
      {
        heading: 'info.guide.step3',
        paragraphs: ['info.body.guide.3'],
      },
      {
        heading: 'info.guide.step4',
        paragraphs: ['info.body.guide.4'],
      },
      {
        heading: 'info.guide.step5',
        paragraphs: ['info.body.guide.5'],
      },
    ],
  },
  'resources/whats-new': {
    eyebrow: 'info.resources.eyebrow',
    title: 'info.whatsNew.title',
    intro: 'info.whatsNew.intro',
    sections: [
      {
        heading: 'info.whatsNew.nov',
        bullets: [
          'info.body.whatsNew.1',
          'info.body.whatsNew.2',
          'info.body.whatsNew.3',
          'info.body.whatsNew.4',
          'info.body.whatsNew.5',
        ],
      },
      {
        heading: 'info.whatsNew.oct',
        bullets: ['info.body.whatsNew.6', 'info.body.whatsNew.7', 'info.body.whatsNew.8'],
      },
    ],
  },
  'resources/escrow': {
    eyebrow: 'info.resources.eyebrow',
    title: 'info.escrow.title',
    intro: 'info.escrow.intro',
    sections: [
      {
        heading: 'info.escrow.steps',
        bullets: [
          'info.body.escrow.1',
          'info.body.escrow.2',
          'info.body.escrow.3',
          'info.body.escrow.4',
          'info.body.escrow.5',
        ],
      },
      {
        heading: 'info.escrow.wrong',
        paragraphs: ['info.body.escrow.6'],
        links: [{ label: 'info.legalHub.refundTitle', to: '/legal/refund-policy' }],
      },
    ],
  },
  manual: {
    eyebrow: 'info.resources.manualTitle',
    title: 'info.manual.title',
    intro: 'info.manual.intro',
    sections: [
      {
        heading: 'info.manual.account',
        bullets: ['info.body.manual.1', 'info.body.manual.2'],
      },
      {
        heading: 'info.manual.stores',
        bullets: ['info.body.manual.3', 'info.body.manual.4'],
      },
      {
        heading: 'info.manual.products',
        bullets: ['info.body.manual.5', 'info.body.manual.6'],
      },
      {
        heading: 'info.manual.orders',
        bullets: ['info.body.manual.7', 'info.body.manual.8'],
      },
    ],
  },
};
