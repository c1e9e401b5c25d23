/**
 * The pages of /externalRedirect, rendered on the server: they work without JavaScript, for crawlers
 * and for curl, and the interstitial must never move the browser by itself.
 */

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main><div class="card"><p class="brand">Kasuwa</p>${body}</div></main></body></html>`;
}

/** Asks before leaving: the destination's host in large type, the full address below, a link to go on. */
export function leavingPage(target: URL): string {
  const host = target.host;
  return page(
    `Leaving Kasuwa for ${host}`,
    `<h1>You are leaving Kasuwa</h1>
<p>This link goes to</p>
<p class="host">${esc(host)}</p>
<p class="url">${esc(target.href)}</p>
<p class="note">Kasuwa does not run that site. Continue only if you trust it, and never enter your Kasuwa password there.</p>
<div class="actions"><a class="button primary" href="${esc(target.href)}" rel="noopener noreferrer nofollow">Continue to ${esc(host)}</a><a class="button secondary" href="/">Back to Kasuwa</a></div>`,
  );
}

/** A link that is not a web address (javascript:, data:, a mistyped one): explain, offer no way on. */
export function refusedPage(): string {
  return page(
    'This link cannot be opened',
    `<h1>This link cannot be opened</h1>
<p>It does not lead to a web page: only addresses starting with http:// or https:// can be followed from Kasuwa.</p>
<p class="note">If someone sent you this link, it may have been made to harm your device or your account.</p>
<div class="actions"><a class="button primary" href="/">Back to Kasuwa</a></div>`,
  );
}
