import { Navigate, useLocation } from 'react-router';
import { useCurrentStore } from './store-context';

/** /dashboard/money → the money pages of the store being managed (with the tab asked for, ?tab=bank). */
export function MoneyRedirect() {
  const { storeId } = useCurrentStore();
  const { search } = useLocation();
  return <Navigate to={`/dashboard/stores/${storeId}/money${search}`} replace />;
}
