import type { ErrorReportRecord } from '@kasuwa/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type SentRequest, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { LogsPage } from './LogsPage';

// The session is read from storage when its module loads: stored before the imports below run.
await vi.hoisted(async () => (await import('../../../test/admin')).storeAdminSession());

const report = (id: number): ErrorReportRecord => ({
  id,
  errorId: `ERR-${id}`,
  error: { message: `Token exchange failed ${id}`, code: 'AUTH_FAILED' },
  userMessage: '',
  reportedAt: '2026-11-20T10:00:00.000Z',
  userAgent: 'Chrome',
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** 23 error reports, paged as the server pages them. */
function reportsServer() {
  const all = Array.from({ length: 23 }, (_, i) => report(23 - i));
  return serveFetch((request: SentRequest) => {
    const url = new URL(request.path, 'http://kasuwa.test');
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    return json(200, {
      reports: all.slice((page - 1) * limit, page * limit),
      pagination: { currentPage: page, totalPages: Math.ceil(all.length / limit), totalReports: all.length },
    });
  });
}

describe('the back office logs', () => {
  it('pages through the error reports and keeps the page and size in the address', async () => {
    const sent = reportsServer();
    const { user } = renderScreen(<LogsPage />, { path: '/administrator/logs' });
    await screen.findByText('Showing 1–10 of 23 error reports');
    const table = screen.getByRole('table', { name: 'Error reports' });
    expect(within(table).getByText('Token exchange failed 23')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 21–23 of 23 error reports');
    expect(screen.getByTestId('query')).toHaveTextContent('?page=3');

    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    await screen.findByText('Showing 1–20 of 23 error reports');
    expect(screen.getByTestId('query')).toHaveTextContent('?limit=20');
    expect(sent.at(-1)?.path).toBe('/api/admin/error-reports?page=1&limit=20');
  });

  it('says when the role may not read the logs', async () => {
    serveFetch(() => apiError(403, 'FORBIDDEN', 'No permission'));
    renderScreen(<LogsPage />, { path: '/administrator/logs' });
    await screen.findByText('You do not have permission to view logs.');
  });
});
