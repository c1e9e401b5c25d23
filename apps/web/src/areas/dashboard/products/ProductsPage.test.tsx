import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Answer } from '../../../api';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, type SentRequest, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { ProductsPage } from './ProductsPage';

type ProductList = Answer<'/api/vendor/stores/{storeId}/products', 'get'>;
type ProductSummary = ProductList['items'][number];

function product(n: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: `b1b2c3d4-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Adire wrapper ${n}`,
    slug: `adire-wrapper-${n}`,
    status: 'active',
    price: 1_500_000,
    compareAtPrice: null,
    currency: 'NGN',
    sku: `ADR-${n}`,
    tags: [],
    updatedAt: '2026-11-19T10:00:00.000Z',
    totalStock: 5,
    variantCount: 1,
    thumbnailUrl: null,
    ...overrides,
  };
}

const LIST = '/api/vendor/stores/12/products';

/** Answers the product list of store 12 with `answer(request)`; the list requests are kept. */
function productsServer(answer: (request: SentRequest) => ProductList | Promise<ProductList>) {
  const sent = serveFetch(async (request) =>
    request.path.startsWith(`${LIST}?`) || request.path === LIST
      ? json(200, await answer(request))
      : json(404, {}),
  );
  return () => sent.filter((r) => r.path.startsWith(LIST));
}

const open = (query = '') => renderDashboardPage(<ProductsPage />, `/dashboard/products${query}`);

beforeEach(() => setVendorSession(vendorSession('t1')));

describe("the vendor's products list", () => {
  it('shows placeholder rows, marked busy, until the first answer', async () => {
    let answer: ((list: ProductList) => void) | undefined;
    productsServer(
      () =>
        new Promise<ProductList>((resolve) => {
          answer = resolve;
        }),
    );
    open();
    const table = screen.getByRole('table', { name: 'Products' });
    expect(within(table).getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ items: [product(1)], total: 1, page: 1, limit: 20 });
    expect(await within(table).findByRole('link', { name: 'Adire wrapper 1' })).toBeInTheDocument();
    expect(within(table).queryByLabelText('Loading')).not.toBeInTheDocument();
  });

  it('shows price, stock and SKU, marks a sold-out product, and opens one from its title', async () => {
    productsServer(() => ({
      items: [
        product(1, { variantCount: 3, tags: ['ankara', 'silk'] }),
        product(2, { totalStock: 0, compareAtPrice: 2_000_000 }),
      ],
      total: 2,
      page: 1,
      limit: 20,
    }));
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Products' });
    const first = await within(table).findByRole('row', { name: /Adire wrapper 1/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Status', 'Price', 'Stock', 'SKU', 'Updated']);
    expect(within(first).getByText('3 variants · ankara, silk')).toBeInTheDocument();
    expect(within(first).getByText(/^From /)).toBeInTheDocument();
    const soldOut = within(table).getByRole('row', { name: /Adire wrapper 2/ });
    expect(within(soldOut).getByText('Out of stock')).toBeInTheDocument();
    expect(within(soldOut).getByText('ADR-2')).toBeInTheDocument();
    await user.click(within(soldOut).getByRole('link', { name: 'Adire wrapper 2' }));
    expect(screen.getByTestId('path')).toHaveTextContent(
      '/dashboard/products/b1b2c3d4-0000-4000-8000-000000000002',
    );
  });

  it('pages through the products and changes the page size', async () => {
    const requests = productsServer((request) => {
      const query = new URL(request.path, 'http://x').searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const first = (page - 1) * limit;
      return {
        items: Array.from({ length: Math.max(0, Math.min(limit, 30 - first)) }, (_, i) =>
          product(first + i + 1),
        ),
        total: 30,
        page,
        limit,
      };
    });
    const { user } = open();
    expect(await screen.findByText('Showing 1–20 of 30 products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–30 of 30 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adire wrapper 30' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(await screen.findByText('Showing 1–30 of 30 products')).toBeInTheDocument();
    expect(requests().at(-1)?.path).toMatch(/limit=50/);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('invites the first product when there are none, and offers to clear a search that finds none', async () => {
    productsServer(() => ({ items: [], total: 0, page: 1, limit: 20 }));
    const first = open();
    expect(await screen.findByText('Add your first product')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add product' }).at(-1)).toHaveAttribute(
      'href',
      '/dashboard/products/new',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    first.unmount();

    const { user } = open('?q=velvet');
    expect(await screen.findByText('No products match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('query')).toBeEmptyDOMElement();
  });

  describe('in Hausa', () => {
    beforeEach(() => setLocale('ha', { save: false }));
    afterEach(() => setLocale('en-NG', { save: false }));

    it('speaks Hausa in the heading, the table, the counts and the pager, and shows no catalogue key', async () => {
      productsServer(() => ({
        items: [product(1, { variantCount: 3 }), product(2, { totalStock: 0 })],
        total: 2,
        page: 1,
        limit: 20,
      }));
      open();
      const table = await screen.findByRole('table', { name: 'Kaya' });
      await within(table).findByRole('link', { name: 'Adire wrapper 1' });
      expect(screen.getByRole('heading', { name: 'Kaya' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Ƙara kaya' }).length).toBeGreaterThan(0);
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Kaya', 'Matsayi', 'Farashi', 'A ajiye', 'SKU', 'Sabuntawa']);
      expect(within(table).getByText('nau’ikan 3')).toBeInTheDocument();
      expect(within(table).getByText('Ya ƙare')).toBeInTheDocument();
      expect(screen.getByText('1–2 cikin kaya 2')).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
    });
  });
});
