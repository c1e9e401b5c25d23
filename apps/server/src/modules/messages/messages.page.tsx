import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_LOCALE, type Locale, t } from './messages.format';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem}';

/** The frame of the few plain pages the server answers itself (payment frame, confirm receipt). */
export function PlainPage({
  title,
  children,
  locale = DEFAULT_LOCALE,
}: {
  title: string;
  children: ReactNode;
  locale?: Locale;
}) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{title}</title>
        <style>{STYLE}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}

/** A whole document: React escapes every text and attribute it is given. */
export function renderPage(page: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

/** The page inside a wallet's frame after its charge: paid or not yet, with a way on. */
export function paymentResultPage(
  paid: boolean,
  continueUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return renderPage(
    <PlainPage title={t('page.payment.title', {}, locale)} locale={locale}>
      <h1>{t(paid ? 'page.payment.received' : 'page.payment.not_confirmed', {}, locale)}</h1>
      <p>{t(paid ? 'page.payment.received_text' : 'page.payment.not_confirmed_text', {}, locale)}</p>
      <p>
        <a href={continueUrl} target="_top">
          {t('page.continue', {}, locale)}
        </a>
      </p>
    </PlainPage>,
  );
}

/** A payment that could not start; `reason` is an error's message, shown as text. */
export function paymentErrorPage(reason: string | null, locale: Locale = DEFAULT_LOCALE): string {
  return renderPage(
    <PlainPage title={t('page.payment.title', {}, locale)} locale={locale}>
      <h1>{t('page.payment.error', {}, locale)}</h1>
      {reason === null ? null : <p>{reason}</p>}
    </PlainPage>,
  );
}

/** The confirm-receipt link's page: a button (mail scanners follow links; only the POST releases escrow). */
export function confirmReceiptPage(token: string, locale: Locale = DEFAULT_LOCALE): string {
  return renderPage(
    <PlainPage title={t('page.confirm.title', {}, locale)} locale={locale}>
      <h1>{t('page.confirm.question', {}, locale)}</h1>
      <p>{t('page.confirm.explain', {}, locale)}</p>
      <form method="post" action="/orders/confirm-receipt">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="lang" value={locale} />
        <button type="submit">{t('page.confirm.button', {}, locale)}</button>
      </form>
    </PlainPage>,
  );
}

/** What the confirm-receipt form's answer says: refused (with the reason), an unknown link, or done. */
export function confirmReceiptResultPage(
  outcome: { kind: 'refused'; reason: string } | { kind: 'invalid' } | { kind: 'confirmed' },
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (outcome.kind === 'confirmed') {
    return renderPage(
      <PlainPage title={t('page.confirm.thanks_title', {}, locale)} locale={locale}>
        <h1>{t('page.confirm.thanks', {}, locale)}</h1>
        <p>{t('page.confirm.thanks_text', {}, locale)}</p>
      </PlainPage>,
    );
  }
  return renderPage(
    <PlainPage title={t('page.confirm.title', {}, locale)} locale={locale}>
      <h1>{t(outcome.kind === 'refused' ? 'page.confirm.refused' : 'page.confirm.invalid', {}, locale)}</h1>
      <p>{outcome.kind === 'refused' ? outcome.reason : t('page.confirm.invalid_text', {}, locale)}</p>
    </PlainPage>,
  );
}
