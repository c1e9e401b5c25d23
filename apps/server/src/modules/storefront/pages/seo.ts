import { create } from 'xmlbuilder2';
import { sitemapEntries } from '../../catalog';
import type { StorefrontPage } from '../storefront.shared';

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
    const urlset = doc.ele('urlset', { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
    urlset.ele('url').ele('loc').txt(`${r.origin}/`);
    for (const c of collections) urlset.ele('url').ele('loc').txt(`${r.origin}/collections/${c.slug}`);
    for (const p of products) {
      const url = urlset.ele('url');
      url.ele('loc').txt(`${r.origin}/products/${p.slug}`);
      url.ele('lastmod').txt(p.updatedAt.toISOString());
    }
    return reply.header('content-type', 'application/xml; charset=utf-8').send(`${doc.end()}\n`);
  });
};
