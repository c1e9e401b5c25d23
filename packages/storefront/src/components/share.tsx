import type { Locale } from '@kasuwa/contracts';
import { translator } from '../i18n';

/**
 * Sharing a product the way shoppers do: a WhatsApp link and the link itself to copy, both working
 * without JavaScript. The island adds the phone's own share sheet (Web Share API) and a Copy button
 * where the browser has them.
 */
export function Share({ title, url, locale }: { title: string; url: string; locale: Locale }) {
  const t = translator(locale);
  return (
    <div className="share" data-share="">
      <a
        className="btn wa"
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        rel="noopener"
        target="_blank"
      >
        {t('share.whatsapp')}
      </a>
      <button className="btn" type="button" data-share-native="" data-title={title} data-url={url} hidden>
        {t('share.native')}
      </button>
      <label className="sr" htmlFor="share-link">
        {t('share.link')}
      </label>
      <input id="share-link" type="url" readOnly value={url} data-share-link="" />
      <button className="btn" type="button" data-copy-link="" hidden>
        {t('share.copy')}
      </button>
    </div>
  );
}
