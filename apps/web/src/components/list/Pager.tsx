import { PAGE_SIZES, pageWindow } from '@kasuwa/contracts';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useT } from '../../i18n/i18n';

interface PagerProps {
  page: number;
  limit: number;
  total: number;
  /** What is counted, for the "Showing 1–10 of 23 stores" line. */
  noun: string;
  /** The same line from a catalogue (a screen in the user's language); `noun` is its English stand-in. */
  summary?: (first: number, last: number, total: number) => string;
  /** When the server says; otherwise worked out from `total` and `limit`. */
  totalPages?: number;
  onPage: (page: number) => void;
  /** Without it, no page-size choice is offered. */
  onLimit?: (limit: number) => void;
  /** Padding of its own, for a pager at the foot of a card. */
  padded?: boolean;
}

/**
 * Spec 2.14: page sizes 10, 20, 50, 100; previous and next; up to 5 numbered pages centred on the
 * current one, the active one highlighted. Page numbers outside 1…totalPages are ignored.
 */
export function Pager({
  page,
  limit,
  total,
  noun,
  summary,
  totalPages,
  onPage,
  onLimit,
  padded,
}: PagerProps) {
  const t = useT();
  const pages = totalPages ?? Math.max(1, Math.ceil(total / limit));
  const go = (target: number) => {
    if (target < 1 || target > pages || target === page) return;
    onPage(target);
  };
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" p={padded ? 'sm' : undefined}>
      <Group gap="xs" wrap="nowrap">
        {onLimit && (
          <NativeSelect
            aria-label={t('list.rowsPerPage')}
            size="xs"
            w={76}
            data={PAGE_SIZES.map(String)}
            value={String(limit)}
            onChange={(event) => onLimit(Number(event.currentTarget.value))}
          />
        )}
        <Text size="sm" c="dimmed">
          {summary
            ? summary(first, last, total)
            : total === 0
              ? `No ${noun}`
              : `Showing ${first}–${last} of ${total} ${noun}`}
        </Text>
      </Group>
      <Group gap={4} component="nav" aria-label={t('list.pages')} wrap="wrap">
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => go(page - 1)}>
          {t('list.previous')}
        </Button>
        {pageWindow(page, pages).map((n) => (
          <Button
            key={n}
            size="xs"
            px={8}
            variant={n === page ? 'filled' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('list.page', { n })}
            onClick={() => go(n)}
          >
            {n}
          </Button>
        ))}
        <Button size="xs" variant="default" disabled={page >= pages} onClick={() => go(page + 1)}>
          {t('list.next')}
        </Button>
      </Group>
    </Group>
  );
}
