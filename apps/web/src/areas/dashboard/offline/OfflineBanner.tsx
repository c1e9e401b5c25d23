import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useOffline } from '../../../lib/offline';
import { useVendorSession } from '../../../lib/vendor-session';

/**
 * Shown at the top of every dashboard page while the browser is offline: what she sees is what was saved
 * when she was last online, and changes wait for the network (they are refused with a message).
 */
export function OfflineBanner() {
  const offline = useOffline();
  const session = useVendorSession();
  if (!offline && !session.offline) return null;
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      mb="md"
      icon={<IconCloudOff size={20} />}
      title="You are offline"
      data-testid="offline-banner"
    >
      These are your orders and products as they were when you were last online. Changes cannot be saved until
      you are back online.
    </Alert>
  );
}
