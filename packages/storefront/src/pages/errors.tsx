import { DEFAULT_LOCALE, type Locale } from '@kasuwa/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { PLATFORM_ICON } from '../constants';
import { type MessageKey, translator } from '../i18n';
import type { RenderContext } from '../types';

export function NotFoundPage({ ctx, message }: { ctx: RenderContext; message: MessageKey }) {
  const t = translator(ctx.locale);
  return (
    <div className="wrap" style={{ padding: '64px 20px' }}>
      <h1>{t('notFound.title')}</h1>
      <p>{t(message)}</p>
      <p>
        <a className="btn" href={`${ctx.base}/`}>
          {t('page.backToShop')}
        </a>
      </p>
    </div>
  );
}

/**
 * A storefront form sent too often from one network or cart: said in the store's own look, since
 * customers behind one mobile-network address meet it through no fault of their own.
 */
export function TooManyPage({ ctx, back }: { ctx: RenderContext; back: string | null }) {
  const t = translator(ctx.locale);
  return (
    <div className="wrap" style={{ padding: '64px 20px' }}>
      <h1>{t('tooMany.title')}</h1>
      <p>{t('tooMany.text')}</p>
      <p>
        <a className="btn" href={`${ctx.base}${back ?? '/'}`}>
          {back ? t('tooMany.back') : t('page.backToShop')}
        </a>
      </p>
    </div>
  );
}

const unavailableTexts = {
  unknown: ['unavailable.unknown.title', 'unavailable.unknown.text'],
  inactive: ['unavailable.inactive.title', 'unavailable.inactive.text'],
  invalid: ['unavailable.invalid.title', 'unavailable.invalid.text'],
  down: ['unavailable.down.title', 'unavailable.down.text'],
} as const satisfies Record<string, readonly [MessageKey, MessageKey]>;

/**
 * The page when no store page can be shown (in the language the browser asks for, as no store's
 * choice applies): no store at that subdomain, a store switched off, an
 * address no page can have (`invalid`), or the platform briefly unable to reach its database (`down`).
 */
export function renderStoreUnavailable(
  subdomain: string,
  reason: keyof typeof unavailableTexts,
  platformUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = translator(locale);
  const [titleKey, textKey] = unavailableTexts[reason];
  const title = t(titleKey);
  const text = t(textKey, { sub: subdomain.replaceAll('\u0000', '') });
  const html = renderToStaticMarkup(
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="icon" href={PLATFORM_ICON} />
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: theme CSS, JSON escaped by safeJson, or description HTML sanitised on save
          dangerouslySetInnerHTML={{
            __html:
              'body{margin:0;font-family:system-ui,sans-serif;background:#f6f5f1;color:#1b1b1b;display:grid;place-items:center;min-height:100vh}main{max-width:520px;padding:40px;text-align:center}h1{font-size:2em}a{display:inline-block;margin-top:12px;background:#1f7a4d;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600}',
          }}
        />
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{text}</p>
          <a href={platformUrl}>{t('unavailable.platform')}</a>
        </main>
      </body>
    </html>,
  );
  return `<!doctype html>${html}`;
}
