import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import {
  ADMIN_LOGIN_PATH,
  isAdminSignedIn,
  refreshAdminToken,
  useAdminSession,
} from '../../lib/admin-session';
import { useT } from './i18n';

/**
 * The guard of /administrator (spec section 6): a stored admin user and token with a back-office role.
 * A stored user without a token (another tab signed in, a token cleared) gets one refresh first.
 */
export function AdminArea() {
  const t = useT();
  const session = useAdminSession();
  const signedIn = isAdminSignedIn(session);
  const [checking, setChecking] = useState(!signedIn && Boolean(session.user));

  useEffect(() => {
    if (!checking) return;
    let live = true;
    refreshAdminToken().finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, [checking]);

  if (signedIn) return <Outlet />;
  if (checking) {
    return (
      <Center mih="50vh">
        <Loader aria-label={t('frame.checkingSession')} />
      </Center>
    );
  }
  return <Navigate to={ADMIN_LOGIN_PATH} replace />;
}
