import { Card, Table } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { TestProviders } from '../../test/render';
import { ListTable, type ListTableProps } from './ListTable';

const names = ['Ada', 'Bola'];
const footer = <p>the pager</p>;

type TableProps = Partial<Extract<ListTableProps, { layout?: 'table' }>>;
type CardProps = Partial<Omit<Extract<ListTableProps, { layout: 'cards' }>, 'layout'>>;

function table(props: TableProps, items = names) {
  return render(
    <TestProviders>
      <ListTable
        label="People"
        columns={1}
        head={<Table.Th>Name</Table.Th>}
        loading={false}
        count={items.length}
        footer={footer}
        {...props}
      >
        {items.map((n) => (
          <Table.Tr key={n}>
            <Table.Td>{n}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </TestProviders>,
  );
}

function cards(props: CardProps, items = names) {
  return render(
    <TestProviders>
      <ListTable
        layout="cards"
        label="People"
        loading={false}
        count={items.length}
        footer={footer}
        {...props}
      >
        {items.map((n) => (
          <Card key={n}>{n}</Card>
        ))}
      </ListTable>
    </TestProviders>,
  );
}

describe('ListTable', () => {
  it('draws the rows under the header, with the footer', () => {
    table({});
    const people = screen.getByRole('table', { name: 'People' });
    expect(
      within(people)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Name', 'Ada', 'Bola']);
    expect(screen.getByText('the pager')).toBeInTheDocument();
  });

  it('shows busy placeholder rows while loading, without the footer', () => {
    table({ loading: true, count: undefined, rows: 2 }, []);
    const busy = within(screen.getByRole('table', { name: 'People' })).getByLabelText('Loading');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('the pager')).not.toBeInTheDocument();
  });

  it('says so in a row when empty, or shows the whole empty state instead of the table', () => {
    const first = table({ count: 0, empty: 'Nobody yet.' }, []);
    expect(within(screen.getByRole('table')).getByRole('cell', { name: 'Nobody yet.' })).toBeInTheDocument();
    expect(screen.queryByText('the pager')).not.toBeInTheDocument();
    first.unmount();
    table({ count: 0, emptyPage: <h2>Invite someone</h2> }, []);
    expect(screen.getByRole('heading', { name: 'Invite someone' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error in words with a retry instead of the list', async () => {
    const retry = vi.fn();
    table({ error: new ApiError(503, 'UNAVAILABLE', 'Kasuwa is busy.'), onRetry: retry });
    expect(screen.getByRole('alert')).toHaveTextContent('Kasuwa is busy.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('draws cards in a named group, busy placeholders while loading, and the empty state', () => {
    const loaded = cards({});
    expect(within(screen.getByRole('group', { name: 'People' })).getByText('Bola')).toBeInTheDocument();
    expect(screen.getByText('the pager')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    loaded.unmount();
    const loading = cards({ loading: true, count: undefined }, []);
    expect(screen.getByRole('group', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    loading.unmount();
    cards({ count: 0, emptyPage: <h2>Nobody yet</h2> }, []);
    expect(screen.getByRole('heading', { name: 'Nobody yet' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'People' })).not.toBeInTheDocument();
  });
});
