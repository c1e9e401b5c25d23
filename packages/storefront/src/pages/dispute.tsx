import type { Locale } from '@kasuwa/contracts';
import { storeTime } from '../components/time';
import { translator } from '../i18n';
import type { Page } from '../types';

/** Terms, Dispute Resolution: the customer reports a problem and the money stays in escrow meanwhile. */
export function Dispute({ page, locale }: { page: Extract<Page, { kind: 'tracking' }>; locale: Locale }) {
  const t = translator(locale);
  const { latest, canOpen, reported, form } = page.dispute;
  return (
    <>
      {latest?.status === 'open' ? (
        <p className="notice" role="status" data-dispute="open">
          {reported ? `${t('dispute.thanks')} ` : ''}
          {t('dispute.open', {
            date: storeTime(latest.openedAt, locale),
            contact: page.order.email || page.order.phone,
          })}
        </p>
      ) : null}
      {latest?.status === 'resolved' ? (
        <p className="notice" data-dispute="resolved">
          {latest.resolution === 'refund' ? t('dispute.resolvedRefund') : t('dispute.resolvedRelease')}
          {latest.note ? ` ${latest.note}` : ''}
        </p>
      ) : null}
      {form ? (
        <p className="alert" role="alert">
          {form.error}
        </p>
      ) : null}
      {canOpen ? (
        <form method="post" action={`${page.trackingUrl}/dispute`} className="dispute">
          <h2>{t('dispute.title')}</h2>
          <p>{t('dispute.intro')}</p>
          <div className="field">
            <label htmlFor="dispute-reason">{t('dispute.reason')}</label>
            <textarea
              id="dispute-reason"
              name="reason"
              rows={4}
              required
              minLength={10}
              maxLength={2000}
              defaultValue={form?.reason ?? ''}
            />
          </div>
          <button className="btn" type="submit">
            {t('dispute.submit')}
          </button>
        </form>
      ) : null}
    </>
  );
}
