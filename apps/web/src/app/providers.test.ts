import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESH_MS, queryClient } from './providers';

afterEach(() => queryClient.clear());

describe("the app's query cache", () => {
  it("marks every kept answer stale when one of the merchant's own changes succeeds", async () => {
    const discounts = vi.fn(async () => ({ code: 'WELCOME10', uses: 0 }));
    await queryClient.fetchQuery({ queryKey: ['vendor', 'discounts', 1], queryFn: discounts });
    expect(queryClient.getQueryState(['vendor', 'discounts', 1])?.isInvalidated).toBe(false);

    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => ({ ok: true }) })
      .execute(undefined);
    expect(queryClient.getQueryState(['vendor', 'discounts', 1])?.isInvalidated).toBe(true);
  });

  it('asks again for a list shown more than a few seconds ago (not half a minute later)', () => {
    const staleTime = queryClient.getDefaultOptions().queries?.staleTime;
    expect(staleTime).toBe(FRESH_MS);
    expect(FRESH_MS).toBeLessThanOrEqual(5_000);
    expect(queryClient.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(true);
  });
});
