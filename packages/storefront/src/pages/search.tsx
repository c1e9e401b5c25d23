import { Grid } from '../components/product-card';
import { translator } from '../i18n';
import type { Page, RenderContext } from '../types';

export function SearchPage({ ctx, page }: { ctx: RenderContext; page: Extract<Page, { kind: 'search' }> }) {
  const t = translator(ctx.locale);
  return (
    <div className="wrap">
      <h1>{t('search.title')}</h1>
      <form method="get" action={`${ctx.base}/search`} className="field">
        <label htmlFor="sq">{t('search.label')}</label>
        <input id="sq" name="q" type="search" defaultValue={page.q} maxLength={100} data-suggest="" />
      </form>
      {page.q ? <p>{t('search.results', { total: page.total, q: page.q })}</p> : null}
      <Grid ctx={ctx} products={page.products} empty={page.q ? t('search.none') : t('search.prompt')} />
    </div>
  );
}
