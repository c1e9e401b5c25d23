import { PAGE_SIZES, pageWindow } from '@kasuwa/contracts';
import { Button, Group, NativeSelect, Text } from '@mantine/core';

interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  /** What is counted, for the "Showing 1–10 of 23 stores" line. */
  noun: string;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/**
 * Spec 2.14: page sizes 10, 20, 50, 100; previous and next; up to 5 numbered pages centred on the
 * current one, the active one highlighted. Page numbers outside 1…totalPages are ignored.
 */
export function Pager({ page, totalPages, total, limit, noun, onPage, onLimit }: PagerProps) {
  const go = (target: number) => {
    if (target < 1 || target > totalPages || target === page) return;
    onPage(target);
  };
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs">
        <NativeSelect
          aria-label="Rows per page"
          size="xs"
          w={80}
          data={PAGE_SIZES.map(String)}
          value={String(limit)}
          onChange={(event) => onLimit(Number(event.currentTarget.value))}
        />
        <Text size="sm" c="dimmed">
          {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`}
        </Text>
      </Group>
      <Group gap={4} component="nav" aria-label="Pages">
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => go(page - 1)}>
          Previous
        </Button>
        {pageWindow(page, totalPages).map((n) => (
          <Button
            key={n}
            size="xs"
            variant={n === page ? 'filled' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            onClick={() => go(n)}
          >
            {n}
          </Button>
        ))}
        <Button size="xs" variant="default" disabled={page >= totalPages} onClick={() => go(page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}
