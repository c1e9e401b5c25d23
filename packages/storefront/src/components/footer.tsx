import { translator } from '../i18n';
import type { RenderContext } from '../types';
import { whatsappLink } from './whatsapp';

export function Footer({ ctx }: { ctx: RenderContext }) {
  const { store } = ctx;
  const t = translator(ctx.locale);
  return (
    <footer>
      <div className="wrap">
        <div>
          <strong>{store.name}</strong>
          {store.description ? <p>{store.description}</p> : null}
        </div>
        <div>
          {store.phone ? (
            <p>
              {t('footer.call')} <a href={`tel:${store.phone}`}>{store.phone}</a>
            </p>
          ) : null}
          {store.whatsapp ? (
            <p>
              <a
                href={whatsappLink(store.whatsapp, t('footer.whatsapp.text', { store: store.name }))}
                rel="noopener"
              >
                {t('footer.whatsapp')}
              </a>
            </p>
          ) : null}
          <p>{t('footer.powered')}</p>
        </div>
      </div>
    </footer>
  );
}
