import { Grid } from '../components/product-card';
import type { Page, RenderContext } from '../types';

export function CollectionPage({
  ctx,
  page,
}: {
  ctx: RenderContext;
  page: Extract<Page, { kind: 'collection' }>;
}) {
  return (
    <div className="wrap">
      <h1>{page.collection.title}</h1>
      {page.collection.description ? <p>{page.collection.description}</p> : null}
      <Grid ctx={ctx} products={page.products} empty="Nothing in this collection yet." />
      {page.pages > 1 ? (
        <nav className="pager">
          {page.page > 1 ? <a href={`?page=${page.page - 1}`}>Previous</a> : null}
          <span>
            Page {page.page} of {page.pages}
          </span>
          {page.page < page.pages ? <a href={`?page=${page.page + 1}`}>Next</a> : null}
        </nav>
      ) : null}
    </div>
  );
}
