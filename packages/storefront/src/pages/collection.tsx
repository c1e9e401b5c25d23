import { Grid } from '../components/product-card';
import { translator } from '../i18n';
import type { Page, RenderContext } from '../types';

export function CollectionPage({
  ctx,
  page,
}: {
  ctx: RenderContext;
  page: Extract<Page, { kind: 'collection' }>;
}) {
  const t = translator(ctx.locale);
  return (
    <div className="wrap">
      <h1>{page.collection.title}</h1>
      {page.collection.description ? <p>{page.collection.description}</p> : null}
      <Grid ctx={ctx} products={page.products} empty={t('collection.empty')} />
      {page.pages > 1 ? (
        <nav className="pager">
          {page.page > 1 ? <a href={`?page=${page.page - 1}`}>{t('collection.previous')}</a> : null}
          <span>{t('collection.page', { page: page.page, pages: page.pages })}</span>
          {page.page < page.pages ? <a href={`?page=${page.page + 1}`}>{t('collection.next')}</a> : null}
        </nav>
      ) : null}
    </div>
  );
}
