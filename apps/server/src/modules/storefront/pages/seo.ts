import { create } from 'xmlbuilder2';
import { sitemapEntries } from '../../catalog';
import type { StorefrontPage } from '../storefront.shared';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

/** robots.txt and sitemap.xml: what search engines may read of the store, and its pages. */
export const seoPages: StorefrontPage = (route, sf) => {
  route('GET', '/robots.txt', async (_request, reply, r) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: ${r.base}/cart\nDisallow: ${r.base}/checkout\nDisallow: ${r.base}/track/\nAllow: ${r.base}/\nSitemap: ${r.origin}/sitemap.xml\n`,
      ),
  );

  route('GET', '/sitemap.xml', async (_request, reply, r) => {
    const [products, collections] = await sitemapEntries({ db: sf.db, storeId: r.store.id });
    // Built by xmlbuilder2, which escapes the addresses (a slug is the vendor's choice).
    const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
    const urlset = doc.ele(SITEMAP_NS, 'urlset').att(XMLNS, 'xmlns:xhtml', XHTML_NS);
    // A store that offers several languages lists each page once a language, each entry naming all
    // of them (Google's sitemap hreflang): the default at the plain address, the others with `?lang=`,
    // as the pages' own <link rel="alternate"> do.
    const offered = r.store.locales;
    const addressIn = (path: string, locale: string) =>
      locale === offered[0] ? `${r.origin}${path}` : `${r.origin}${path}?lang=${locale}`;
    const add = (path: string, lastmod?: Date) => {
      for (const locale of offered) {
        const url = urlset.ele('url');
        url.ele('loc').txt(addressIn(path, locale));
        if (lastmod) url.ele('lastmod').txt(lastmod.toISOString());
        if (offered.length < 2) continue;
        for (const other of [...offered, 'x-default']) {
          const href = addressIn(path, other === 'x-default' ? offered[0]! : other);
          url.ele(XHTML_NS, 'xhtml:link', { rel: 'alternate', hreflang: other, href });
        }
      }
    };
    add('/');
    for (const c of collections) add(`/collections/${c.slug}`);
    for (const p of products) add(`/products/${p.slug}`, p.updatedAt);
    return reply.header('content-type', 'application/xml; charset=utf-8').send(`${doc.end()}\n`);
  });
};
