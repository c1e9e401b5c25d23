import { translator } from '../i18n';
import type { Page, RenderContext } from '../types';

/**
 * A campaign e-mail's unsubscribe link. Opening it only asks (mail scanners open links); the button, or
 * a mail app's one-click unsubscribe, withdraws consent.
 */
export function UnsubscribePage({
  ctx,
  page,
}: {
  ctx: RenderContext;
  page: Extract<Page, { kind: 'unsubscribe' }>;
}) {
  const store = ctx.store.name;
  const t = translator(ctx.locale);
  return (
    <div className="wrap" style={{ padding: '48px 20px', maxWidth: 560 }}>
      {page.state === 'done' ? (
        <>
          <h1>{t('unsubscribe.doneTitle')}</h1>
          <p>
            {t('unsubscribe.done', { store })} {t('unsubscribe.stillOrders')}
          </p>
        </>
      ) : (
        <>
          <h1>{t('unsubscribe.title')}</h1>
          <p>{t('unsubscribe.ask', { store })}</p>
          <p>{t('unsubscribe.stillOrders')}</p>
          <form method="post" action={page.action}>
            <button className="btn" type="submit">
              {t('unsubscribe.submit')}
            </button>
          </form>
        </>
      )}
      <p style={{ marginTop: 24 }}>
        <a href={`${ctx.base}/`}>{t('page.backToShop')}</a>
      </p>
    </div>
  );
}
