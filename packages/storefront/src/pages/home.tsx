import type { Collection, Product } from '@kasuwa/contracts';
import { Grid } from '../components/product-card';
import { translator } from '../i18n';
import type { RenderContext } from '../types';

function Hero({ ctx }: { ctx: RenderContext }) {
  const { store } = ctx;
  const t = translator(ctx.locale);
  const style = store.bannerUrl
    ? { backgroundImage: `linear-gradient(rgba(0,0,0,.35),rgba(0,0,0,.35)),url(${store.bannerUrl})` }
    : undefined;
  return (
    <section className={`hero${store.bannerUrl ? ' has-img' : ''}`} style={style}>
      <h1>{store.name}</h1>
      <p>{store.description || t('home.welcome')}</p>
      <p>
        <a className="btn" href="#products">
          {t('home.shopNow')}
        </a>
      </p>
    </section>
  );
}

function Chips({ ctx, collections }: { ctx: RenderContext; collections: Collection[] }) {
  if (collections.length === 0) return null;
  return (
    <nav className="chips" aria-label={translator(ctx.locale)('home.collections')}>
      {collections.map((c) => (
        <a key={c.id} href={`${ctx.base}/collections/${c.slug}`}>
          {c.title}
        </a>
      ))}
    </nav>
  );
}

export function HomePage({ ctx, products }: { ctx: RenderContext; products: Product[] }) {
  const t = translator(ctx.locale);
  return (
    <div className="wrap">
      <Hero ctx={ctx} />
      <Chips ctx={ctx} collections={ctx.collections} />
      <h2 className="section" id="products">
        {t('home.latest')}
      </h2>
      <Grid ctx={ctx} products={products} empty={t('home.empty')} />
    </div>
  );
}
