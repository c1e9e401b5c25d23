import { PAGE_SIZES } from '@kasuwa/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's page, page size and filters, kept in the address so a reload or a shared link shows
 * the same rows. Changing a filter or the page size goes back to page 1. Page 1 and the screen's own
 * page size are left out of the address, so a plain link to the list stays plain.
 */
export function useListQuery<F extends string>(filterNames: readonly F[], defaultLimit = 10) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawLimit = Number(params.get('limit'));
  const limit = PAGE_SIZES.find((size) => size === rawLimit) ?? defaultLimit;
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params`, which is a new object each render.
  const filters = useMemo(() => {
    const values: Partial<Record<F, string>> = {};
    for (const name of filterNames) values[name] = params.get(name) ?? '';
    return values as Record<F, string>;
  }, [key]);

  const update = useCallback(
    (changes: Record<string, string | number>, resetPage: boolean) =>
      setParams(
        () => {
          // From the address itself: two changes in one render must not undo each other.
          const next = new URLSearchParams(window.location.search);
          for (const [name, value] of Object.entries(changes)) {
            if (
              value === '' ||
              (name === 'page' && value === 1) ||
              (name === 'limit' && value === defaultLimit)
            )
              next.delete(name);
            else next.set(name, String(value));
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams, defaultLimit],
  );

  return {
    page,
    limit,
    filters,
    setPage: useCallback((value: number) => update({ page: value }, false), [update]),
    setLimit: (value: number) => update({ limit: value }, true),
    setFilter: (name: F, value: string) => update({ [name]: value }, true),
  };
}

/** A filter's value when it is one of `allowed`, else '' (an old or hand-edited link shows everything). */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T | '' {
  return allowed.find((item) => item === value) ?? '';
}
