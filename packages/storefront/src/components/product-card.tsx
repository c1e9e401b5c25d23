import type { Product } from '@kasuwa/contracts';
import { translator } from '../i18n';
import type { RenderContext } from '../types';
import { Img } from './image';
import { Price } from './price';

export function ProductCard({ ctx, product }: { ctx: RenderContext; product: Product }) {
  const soldOut = product.variants.every((v) => v.stock <= 0);
  return (
    <article className="card">
      <a href={`${ctx.base}/products/${product.slug}`}>
        <div className="img">
          <Img image={product.images[0]} sizes="(max-width: 800px) 50vw, 300px" />
        </div>
        <div className="body">
          <h3>{product.title}</h3>
          <Price ctx={ctx} price={product.price} compareAt={product.compareAtPrice} />
          {soldOut ? <div className="sold">{translator(ctx.locale)('card.soldOut')}</div> : null}
        </div>
      </a>
    </article>
  );
}

export function Grid({ ctx, products, empty }: { ctx: RenderContext; products: Product[]; empty: string }) {
  if (products.length === 0) return <p className="notice">{empty}</p>;
  return (
    <div className="grid">
      {products.map((p) => (
        <ProductCard key={p.id} ctx={ctx} product={p} />
      ))}
    </div>
  );
}
