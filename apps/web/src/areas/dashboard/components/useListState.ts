import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's page, size and filters kept in the address, so a reload or a shared link shows the
 * same rows. Changing a filter or the size goes back to page 1.
 */
export function useListState<F extends string>(names: readonly F[], defaultLimit = 20) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const limitParam = Number(params.get('limit'));
  const limit = [10, 20, 50, 100].includes(limitParam) ? limitParam : defaultLimit;
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params`, a new object every render.
  const filters = useMemo(
    () => Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<F, string>,
    [key],
  );
  const update = useCallback(
    (changes: Record<string, string | number>, resetPage: boolean) =>
      setParams(
        () => {
          // From the address itself: two changes in one render must not undo each other.
          const next = new URLSearchParams(window.location.search);
          for (const [name, value] of Object.entries(changes)) {
            if (value === '' || (name === 'page' && value === 1)) next.delete(name);
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
