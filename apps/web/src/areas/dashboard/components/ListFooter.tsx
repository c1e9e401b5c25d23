import { Group, NativeSelect, Pagination, Text } from '@mantine/core';

interface ListFooterProps {
  page: number;
  limit: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
}

const SIZES = ['10', '20', '50', '100'];

export function ListFooter({ page, limit, total, noun, onPage, onLimit }: ListFooterProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <Group justify="space-between" gap="sm" p="sm">
      <Group gap="xs">
        {onLimit && (
          <NativeSelect
            aria-label="Rows per page"
            size="xs"
            w={76}
            data={SIZES}
            value={String(limit)}
            onChange={(e) => onLimit(Number(e.currentTarget.value))}
          />
        )}
        <Text size="sm" c="dimmed">
          {total === 0 ? `No ${noun}` : `${first}–${last} of ${total} ${noun}`}
        </Text>
      </Group>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : undefined,
          })}
        />
      )}
    </Group>
  );
}
