import type { Locale } from '@kasuwa/contracts';
import { translator } from '../i18n';
import type { PayMark } from '../types';

/**
 * Small marks for the ways a store takes money, drawn here as plain shapes and words (no artwork of the
 * card schemes, no request to anyone's server): a card outline in each scheme's colour with its name, a
 * bank front for transfers and a keypad for USSD. About 2 KB for all five, inline in the page.
 */
const MARKS: Record<PayMark, { label: string; body: string }> = {
  mastercard: {
    label: 'Mastercard',
    body: '<circle cx="17" cy="12" r="7" fill="#eb001b"/><circle cx="27" cy="12" r="7" fill="#f79e1b" fill-opacity=".85"/><text x="22" y="27" font-size="6" text-anchor="middle" fill="#222">Mastercard</text>',
  },
  visa: {
    label: 'Visa',
    body: '<text x="22" y="20" font-size="13" font-weight="700" font-style="italic" text-anchor="middle" fill="#1a1f71">VISA</text>',
  },
  verve: {
    label: 'Verve',
    body: '<circle cx="11" cy="15" r="6" fill="#00425f"/><text x="11" y="18" font-size="8" font-weight="700" text-anchor="middle" fill="#fff">V</text><text x="28" y="19" font-size="9" font-weight="700" text-anchor="middle" fill="#00425f">Verve</text>',
  },
  bank: {
    label: 'Bank transfer',
    body: '<path d="M22 4 9 10h26z" fill="#2f5d8a"/><path d="M12 12h3v9h-3zm6 0h3v9h-3zm6 0h3v9h-3zm6 0h3v9h-3z" fill="#2f5d8a"/><path d="M9 22h26v2H9z" fill="#2f5d8a"/><text x="22" y="29" font-size="5" text-anchor="middle" fill="#222">Transfer</text>',
  },
  ussd: {
    label: 'USSD',
    body: '<rect x="15" y="3" width="14" height="20" rx="2" fill="none" stroke="#444" stroke-width="1.5"/><text x="22" y="16" font-size="8" font-weight="700" text-anchor="middle" fill="#444">*#</text><text x="22" y="29" font-size="6" font-weight="700" text-anchor="middle" fill="#222">USSD</text>',
  },
};

/** A label put into the SVG's markup by hand, so escaped by hand. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

export function PayMarks({ marks, locale }: { marks: PayMark[]; locale: Locale }) {
  if (marks.length === 0) return null;
  const t = translator(locale);
  // The card schemes' names are their own; the bank mark's label is words.
  const label = (m: PayMark) => (m === 'bank' ? t('pay.mark.bank') : MARKS[m].label);
  return (
    <ul className="marks" aria-label={t('pay.marks')} data-pay-marks="">
      {marks.map((m) => (
        <li key={m} data-mark={m}>
          <svg
            viewBox="0 0 44 30"
            width="44"
            height="30"
            role="img"
            aria-label={label(m)}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed shapes written above, no input in them
            dangerouslySetInnerHTML={{ __html: `<title>${escapeText(label(m))}</title>${MARKS[m].body}` }}
          />
        </li>
      ))}
    </ul>
  );
}
