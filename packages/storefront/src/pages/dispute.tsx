import { storeTime } from '../components/time';
import type { Page } from '../types';

/** Terms, Dispute Resolution: the customer reports a problem and the money stays in escrow meanwhile. */
export function Dispute({ page }: { page: Extract<Page, { kind: 'tracking' }> }) {
  const { latest, canOpen, reported, form } = page.dispute;
  return (
    <>
      {latest?.status === 'open' ? (
        <p className="notice" role="status" data-dispute="open">
          {reported ? 'Thank you, we received your report. ' : ''}You reported a problem with this order on{' '}
          {storeTime(latest.openedAt)}. Your payment stays held while Kasuwa’s support team looks into it with
          the store; we will contact you at {page.order.email || page.order.phone}.
        </p>
      ) : null}
      {latest?.status === 'resolved' ? (
        <p className="notice" data-dispute="resolved">
          Your reported problem was resolved:{' '}
          {latest.resolution === 'refund'
            ? 'your payment is refunded.'
            : 'the payment was released to the store.'}
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
          <h2>Something wrong with this order?</h2>
          <p>
            Tell us before you confirm receipt. Your payment stays held in escrow, and neither you nor the
            store loses it, until Kasuwa’s support team has settled the problem.
          </p>
          <div className="field">
            <label htmlFor="dispute-reason">What went wrong?</label>
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
            Report a problem
          </button>
        </form>
      ) : null}
    </>
  );
}
