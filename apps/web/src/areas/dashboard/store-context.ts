import type { VendorStore } from '@kasuwa/contracts';
import { createContext, useContext } from 'react';

export interface CurrentStore {
  store: VendorStore;
  storeId: number;
  stores: VendorStore[];
  selectStore: (storeId: number) => void;
}

export const CurrentStoreContext = createContext<CurrentStore | null>(null);

/** The store the dashboard is showing; every dashboard page renders inside DashboardShell. */
export function useCurrentStore(): CurrentStore {
  const current = useContext(CurrentStoreContext);
  if (!current) throw new Error('useCurrentStore is only available inside the dashboard shell');
  return current;
}

const STORAGE_KEY = 'kasuwa.dashboard.store';

export function rememberedStoreId(): number | undefined {
  try {
    const value = Number(window.localStorage.getItem(STORAGE_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberStoreId(storeId: number) {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(storeId));
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}

/** A store id in the address (/dashboard/stores/:storeId/…), which wins over the remembered choice. */
export function storeIdInPath(pathname: string): number | undefined {
  const match = /^\/dashboard\/stores\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : undefined;
}
