import { renderToStaticMarkup } from 'react-dom/server';
import { PLATFORM_ICON } from '../constants';
import type { RenderContext } from '../types';

export function NotFoundPage({ ctx, message }: { ctx: RenderContext; message: string }) {
  return (
    <div className="wrap" style={{ padding: '64px 20px' }}>
      <h1>Not found</h1>
      <p>{message}</p>
      <p>
        <a className="btn" href={`${ctx.base}/`}>
          Back to the shop
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
  return (
    <div className="wrap" style={{ padding: '64px 20px' }}>
      <h1>Too many attempts</h1>
      <p>Too many attempts — wait a minute and try again. That last attempt was not processed.</p>
      <p>
        <a className="btn" href={`${ctx.base}${back ?? '/'}`}>
          {back ? 'Go back and try again' : 'Back to the shop'}
        </a>
      </p>
    </div>
  );
}

const unavailableTexts = {
  unknown: (sub: string) => [
    'This store does not exist',
    `There is no Kasuwa store at “${sub}”. Check the address, or open your own store in minutes.`,
  ],
  inactive: (sub: string) => [
    'This store is closed for now',
    `The store “${sub}” is not taking orders at the moment. Please check back later.`,
  ],
  invalid: () => [
    'This address is not valid',
    'The link you followed contains characters a store page cannot have. Check the address and try again.',
  ],
  down: () => [
    'Back in a minute',
    'The store cannot be reached right now. Nothing you did caused this; please try again in a minute.',
  ],
} as const;

/**
 * The page when no store page can be shown: no store at that subdomain, a store switched off, an
 * address no page can have (`invalid`), or the platform briefly unable to reach its database (`down`).
 */
export function renderStoreUnavailable(
  subdomain: string,
  reason: keyof typeof unavailableTexts,
  platformUrl: string,
): string {
  const [title, text] = unavailableTexts[reason](subdomain.replaceAll('\u0000', ''));
  const html = renderToStaticMarkup(
    <html lang="en">
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
          <a href={platformUrl}>Go to Kasuwa</a>
        </main>
      </body>
    </html>,
  );
  return `<!doctype html>${html}`;
}
