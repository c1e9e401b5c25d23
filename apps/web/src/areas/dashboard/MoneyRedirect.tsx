import { Navigate } from 'react-router';
import { useCurrentStore } from './store-context';

/** /dashboard/money → the money pages of the store being managed. */
export function MoneyRedirect() {
  const { storeId } = useCurrentStore();
  return <Navigate to={`/dashboard/stores/${storeId}/money`} replace />;
}
