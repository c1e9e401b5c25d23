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
  return (
    <div className="wrap" style={{ padding: '48px 20px', maxWidth: 560 }}>
      {page.state === 'done' ? (
        <>
          <h1>You are unsubscribed</h1>
          <p>
            {store} will not send you news and offers any more. You will still get messages about orders you
            place.
          </p>
        </>
      ) : (
        <>
          <h1>Unsubscribe</h1>
          <p>Stop receiving news and offers from {store} by SMS and e-mail?</p>
          <p>You will still get messages about orders you place.</p>
          <form method="post" action={page.action}>
            <button className="btn" type="submit">
              Unsubscribe
            </button>
          </form>
        </>
      )}
      <p style={{ marginTop: 24 }}>
        <a href={`${ctx.base}/`}>Back to the shop</a>
      </p>
    </div>
  );
}
