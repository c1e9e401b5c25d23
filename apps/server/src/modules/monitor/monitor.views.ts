import type { QueueCountsRow } from '../../platform/jobs';
import type { recentFailedJobs } from './monitor.queries';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font:14px system-ui,sans-serif;margin:24px;color:#1a1b1e}h1{font-size:20px}
table{border-collapse:collapse;margin:12px 0 24px}th,td{padding:6px 12px;border-bottom:1px solid #e9ecef;text-align:left}
th{background:#f8f9fa}.ok{color:#2b8a3e}.bad{color:#c92a2a}.note{color:#666}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The queue dashboard without Redis: the in-process runner's queues, read from the outbox. */
export function outboxBoardPage(
  queues: QueueCountsRow[],
  failures: Awaited<ReturnType<typeof recentFailedJobs>>,
): string {
  const rows = queues
    .map(
      (q) =>
        `<tr><td>${esc(q.queue)}</td><td>${q.waiting}</td><td>${q.active}</td><td>${q.completed}</td><td>${q.failed}</td><td>${q.delayed}</td><td class="${q.failed > 0 ? 'bad' : 'ok'}">${q.failed > 0 ? 'Issues' : 'Healthy'}</td></tr>`,
    )
    .join('');
  const failed = failures.length
    ? `<table><tr><th>Job</th><th>Queue</th><th>Type</th><th>Attempts</th><th>Error</th><th>Failed at</th></tr>${failures
        .map(
          (f) =>
            `<tr><td>${f.id}</td><td>${esc(f.queue)}</td><td>${esc(f.type)}</td><td>${f.attempts}</td><td>${esc(f.lastError ?? '')}</td><td>${f.completedAt?.toISOString() ?? ''}</td></tr>`,
        )
        .join('')}</table>`
    : '<p class="note">No failed jobs.</p>';
  return page(
    'Kasuwa queues',
    `<h1>Kasuwa queues</h1><p class="note">In-process job runner over the outbox table. Set REDIS_URL to run the queues on BullMQ with Bull Board here.</p>
<table><tr><th>Queue</th><th>Waiting</th><th>Active</th><th>Completed</th><th>Failed</th><th>Delayed</th><th>Health</th></tr>${rows}</table>
<h2>Recent failed jobs</h2>${failed}`,
  );
}

export function signInFirstPage(): string {
  return page(
    'Kasuwa queues',
    '<h1>Queue dashboard</h1><p>Sign in to the admin area and open the queue dashboard from System Monitor.</p><p><a href="/administrator/monitor">Go to System Monitor</a></p>',
  );
}
