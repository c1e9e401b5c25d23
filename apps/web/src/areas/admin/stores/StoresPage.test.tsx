import { adminMessages } from '@kasuwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminStore } from '../../../test/admin';
import { json, type SentRequest, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { StoresPage } from './StoresPage';

// The session is read from storage when its module loads: stored before the imports below run.
await vi.hoisted(async () => (await import('../../../test/admin')).storeAdminSession());

const STORES = Array.from({ length: 12 }, (_, i) => adminStore(i + 1, `shop-${i + 1}`));

/** The back office's store list, paged and searched as the server does it. */
function storesServer(stores = STORES) {
  const sent = serveFetch((request: SentRequest) => {
    const url = new URL(request.path, 'http://kasuwa.test');
    if (url.pathname === '/api/admin/store-owners') return json(200, { status: true, users: [] });
    if (request.method === 'DELETE') return json(200, { status: true, message: 'Store deleted' });
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const search = url.searchParams.get('search') ?? '';
    const found = stores.filter((s) => s.subDomain.includes(search));
    const totalPages = Math.max(1, Math.ceil(found.length / limit));
    return json(200, {
      status: true,
      stores: found.slice((page - 1) * limit, page * limit),
      pagination: {
        currentPage: page,
        totalPages,
        totalStores: found.length,
        limit,
        hasNextPage: page < totalPages,
        hasPrevPage: page > 1,
      },
    });
  });
  const listCalls = () =>
    sent.filter((r) => r.method === 'GET' && r.path.startsWith('/api/admin/stores')).map((r) => r.path);
  return { sent, listCalls };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Stores' }))
    .getAllByRole('row')
    .slice(1);

describe('the back office store list', () => {
  it('shows placeholder rows while loading, then a page of stores with the count', async () => {
    storesServer();
    renderScreen(<StoresPage />, { path: '/administrator/stores' });
    expect(screen.getByRole('table', { name: 'Stores' }).querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.findByText('Showing 1–10 of 12 stores');
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('pages through the address and asks the server for the page', async () => {
    const { listCalls } = storesServer();
    const { user } = renderScreen(<StoresPage />, { path: '/administrator/stores' });
    await screen.findByText('Showing 1–10 of 12 stores');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11–12 of 12 stores');
    expect(screen.getByTestId('query')).toHaveTextContent('?page=2');
    expect(listCalls().at(-1)).toContain('page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(rows()).toHaveLength(2);
  });

  it('searches once typing pauses, back on page 1, and says when nothing matches', async () => {
    const { listCalls } = storesServer();
    const { user } = renderScreen(<StoresPage />, {
      path: '/administrator/stores?page=2',
      route: '/administrator/stores',
    });
    await screen.findByText('Showing 11–12 of 12 stores');
    await user.type(screen.getByLabelText('Search by store name or username'), 'shop-1');
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('?search=shop-1'));
    await screen.findByText('Showing 1–4 of 4 stores', {}, { timeout: 5000 });
    // One request for the whole word, on page 1: none for each key pressed.
    const searched = listCalls().filter((path) => path.includes('search='));
    expect(searched).toHaveLength(1);
    expect(searched[0]).toMatch(/page=1&.*search=shop-1/);

    await user.clear(screen.getByLabelText('Search by store name or username'));
    await user.type(screen.getByLabelText('Search by store name or username'), 'nowhere');
    await screen.findByText(adminMessages.noStores, {}, { timeout: 5000 });
    expect(screen.getByText('No stores')).toBeInTheDocument();
  });

  it('deletes a store only after the question is answered', async () => {
    const { sent } = storesServer();
    const { user } = renderScreen(<StoresPage />, { path: '/administrator/stores' });
    await screen.findByText('Showing 1–10 of 12 stores');

    await user.click(screen.getByRole('button', { name: 'Delete store 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete store' });
    expect(within(dialog).getByText(adminMessages.deleteStoreConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete store 3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const deleted = sent.filter((r) => r.method === 'DELETE');
    expect(deleted.map((r) => r.path)).toEqual(['/api/admin/stores/3']);
    expect(deleted[0]?.headers.authorization).toBe('Bearer admin-token');
  });
});
