import { PAGE_SIZES } from '@kasuwa/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's page, page size and filters, kept in the address so a reload or a shared link shows
 * the same page. Changing a filter or the page size goes back to page 1.
 */
export function useListParams<F extends string>(filterNames: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawLimit = Number(params.get('limit'));
  const limit = (PAGE_SIZES as readonly number[]).includes(rawLimit) ? rawLimit : 10;
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params`, which is a new object each render.
  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>,
    [key],
  );

  const update = useCallback(
    (changes: Record<string, string | number>, resetPage: boolean) =>
      setParams(
        () => {
          // From the address itself: two changes in one render must not undo each other.
          const next = new URLSearchParams(window.location.search);
          for (const [name, value] of Object.entries(changes)) {
            if (value === '' || (name === 'page' && value === 1) || (name === 'limit' && value === 10))
              next.delete(name);
            else next.set(name, String(value));
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    page,
    limit,
    filters,
    setPage: (value: number) => update({ page: value }, false),
    setLimit: (value: number) => update({ limit: value }, true),
    setFilter: (name: F, value: string) => update({ [name]: value }, true),
  };
}
