import type { ReactNode } from 'react';
import { renderPage, t } from '../messages';

/**
 * The pages of /externalRedirect, rendered on the server: they work without JavaScript, for crawlers
 * and for curl, and the interstitial must never move the browser by itself. React escapes every text
 * and attribute (the address comes from the link's author); the words are the catalogue's.
 */

// Phone first: one column, full-width buttons of 48 px (also on desktop, where a long host would
// squeeze side-by-side buttons), long addresses wrapped.
const STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f4f7f5;line-height:1.5}
main{max-width:30rem;margin:0 auto;padding:2.5rem 1.25rem}
.card{background:#fff;border-radius:12px;padding:1.5rem 1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.brand{font-weight:700;color:#0b6b3f;margin:0 0 1.25rem;font-size:1.1rem}
h1{font-size:1.35rem;margin:0 0 .75rem;line-height:1.3}
.host{font-size:1.25rem;font-weight:700;overflow-wrap:anywhere;margin:0 0 .5rem}
.url{font-size:.875rem;color:#495057;overflow-wrap:anywhere;margin:0 0 1.25rem}
p{margin:0 0 1rem}
.note{font-size:.875rem;color:#495057}
.actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
.button{display:block;text-align:center;min-height:48px;padding:.8rem 1rem;border-radius:8px;font-weight:600;text-decoration:none}
.primary{background:#0b6b3f;color:#fff}
.primary:hover,.primary:focus-visible{background:#005a32}
.secondary{color:#0b6b3f;border:1px solid #a5d7bf;background:#fff}
a:focus-visible{outline:3px solid #f0b429;outline-offset:2px}
@media (min-width:40rem){main{padding-top:5rem}.card{padding:2rem}}`;

function RedirectPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex,nofollow" />
        <title>{title}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <div className="card">
            <p className="brand">{t('page.brand')}</p>
            {children}
          </div>
        </main>
      </body>
    </html>
  );
}

/** Asks before leaving: the destination's host in large type, the full address below, a link to go on. */
export function leavingPage(target: URL): string {
  const host = target.host;
  return renderPage(
    <RedirectPage title={t('page.leaving.title', { host })}>
      <h1>{t('page.leaving.heading')}</h1>
      <p>{t('page.leaving.goes_to')}</p>
      <p className="host">{host}</p>
      <p className="url">{target.href}</p>
      <p className="note">{t('page.leaving.note')}</p>
      <div className="actions">
        <a className="button primary" href={target.href} rel="noopener noreferrer nofollow">
          {t('page.leaving.continue', { host })}
        </a>
        <a className="button secondary" href="/">
          {t('page.back_to_kasuwa')}
        </a>
      </div>
    </RedirectPage>,
  );
}

/** A link that is not a web address (javascript:, data:, a mistyped one): explain, offer no way on. */
export function refusedPage(): string {
  return renderPage(
    <RedirectPage title={t('page.refused.title')}>
      <h1>{t('page.refused.title')}</h1>
      <p>{t('page.refused.text')}</p>
      <p className="note">{t('page.refused.note')}</p>
      <div className="actions">
        <a className="button primary" href="/">
          {t('page.back_to_kasuwa')}
        </a>
      </div>
    </RedirectPage>,
  );
}
