import { Grid } from '../components/product-card';
import type { Page, RenderContext } from '../types';

export function SearchPage({ ctx, page }: { ctx: RenderContext; page: Extract<Page, { kind: 'search' }> }) {
  return (
    <div className="wrap">
      <h1>Search</h1>
      <form method="get" action={`${ctx.base}/search`} className="field">
        <label htmlFor="sq">What are you looking for?</label>
        <input id="sq" name="q" type="search" defaultValue={page.q} maxLength={100} data-suggest="" />
      </form>
      {page.q ? (
        <p>
          {page.total} result{page.total === 1 ? '' : 's'} for “{page.q}”
        </p>
      ) : null}
      <Grid
        ctx={ctx}
        products={page.products}
        empty={page.q ? 'No products match your search.' : 'Type a word to search.'}
      />
    </div>
  );
}
