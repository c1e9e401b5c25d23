import { describe, expect, it } from 'vitest';
import { vendorStoreSchema } from './accounts';
import { analyticsOverviewSchema } from './analytics';
import { selectAll } from './graphql';
import { ANALYTICS_OVERVIEW_SELECTION, VENDOR_STORE_SELECTION } from './graphql-documents';

describe('the first screen’s GraphQL documents, written out without zod', () => {
  it('still select every field of the schemas they mirror', () => {
    expect(VENDOR_STORE_SELECTION).toBe(selectAll(vendorStoreSchema));
    expect(ANALYTICS_OVERVIEW_SELECTION).toBe(selectAll(analyticsOverviewSchema));
  });
});
