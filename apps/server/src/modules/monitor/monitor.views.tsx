import type { ReactNode } from 'react';
import type { QueueCountsRow } from '../../platform/jobs';
import { renderPage, t } from '../messages';
import type { recentFailedJobs } from './monitor.queries';

// The board's pages are React, rendered on the server: React escapes what they show (a job's error
// is whatever the job threw); the words are the catalogue's.
const STYLE = `body{font:14px system-ui,sans-serif;margin:24px;color:#1a1b1e}h1{font-size:20px}
table{border-collapse:collapse;margin:12px 0 24px}th,td{padding:6px 12px;border-bottom:1px solid #e9ecef;text-align:left}
th{background:#f8f9fa}.ok{color:#2b8a3e}.bad{color:#c92a2a}.note{color:#666}`;

function BoardPage({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{t('page.queues.title')}</title>
        <style>{STYLE}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}

/** The queue dashboard without Redis: the in-process runner's queues, read from the outbox. */
export function outboxBoardPage(
  queues: QueueCountsRow[],
  failures: Awaited<ReturnType<typeof recentFailedJobs>>,
): string {
  return renderPage(
    <BoardPage>
      <h1>{t('page.queues.title')}</h1>
      <p className="note">{t('page.queues.note')}</p>
      <table>
        <thead>
          <tr>
            <th>{t('page.queues.queue')}</th>
            <th>{t('page.queues.waiting')}</th>
            <th>{t('page.queues.active')}</th>
            <th>{t('page.queues.completed')}</th>
            <th>{t('page.queues.failed')}</th>
            <th>{t('page.queues.delayed')}</th>
            <th>{t('page.queues.health')}</th>
          </tr>
        </thead>
        <tbody>
          {queues.map((q) => (
            <tr key={q.queue}>
              <td>{q.queue}</td>
              <td>{q.waiting}</td>
              <td>{q.active}</td>
              <td>{q.completed}</td>
              <td>{q.failed}</td>
              <td>{q.delayed}</td>
              <td className={q.failed > 0 ? 'bad' : 'ok'}>
                {t(q.failed > 0 ? 'page.queues.issues' : 'page.queues.healthy')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('page.queues.failed_jobs')}</h2>
      {failures.length === 0 ? (
        <p className="note">{t('page.queues.no_failed_jobs')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('page.queues.job')}</th>
              <th>{t('page.queues.queue')}</th>
              <th>{t('page.queues.type')}</th>
              <th>{t('page.queues.attempts')}</th>
              <th>{t('page.queues.error')}</th>
              <th>{t('page.queues.failed_at')}</th>
            </tr>
          </thead>
          <tbody>
            {failures.map((f) => (
              <tr key={f.id}>
                <td>{f.id}</td>
                <td>{f.queue}</td>
                <td>{f.type}</td>
                <td>{f.attempts}</td>
                <td>{f.lastError ?? ''}</td>
                <td>{f.completedAt?.toISOString() ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </BoardPage>,
  );
}

/** What /admin/queues answers without an administrator's session: where to sign in first. */
export function signInFirstPage(): string {
  return renderPage(
    <BoardPage>
      <h1>{t('page.queues.sign_in_heading')}</h1>
      <p>{t('page.queues.sign_in_text')}</p>
      <p>
        <a href="/administrator/monitor">{t('page.queues.sign_in_link')}</a>
      </p>
    </BoardPage>,
  );
}
