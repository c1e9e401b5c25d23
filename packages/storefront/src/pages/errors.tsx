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

/** The page for a subdomain that has no store, or whose store is switched off. */
export function renderStoreUnavailable(
  subdomain: string,
  reason: 'unknown' | 'inactive',
  platformUrl: string,
): string {
  const title = reason === 'unknown' ? 'This store does not exist' : 'This store is closed for now';
  const text =
    reason === 'unknown'
      ? `There is no Kasuwa store at “${subdomain}”. Check the address, or open your own store in minutes.`
      : `The store “${subdomain}” is not taking orders at the moment. Please check back later.`;
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
