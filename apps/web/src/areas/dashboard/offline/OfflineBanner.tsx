import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

/**
 * Shown at the top of every dashboard page while the browser is offline or the server cannot be reached
 * (DashboardShell decides): what she sees is what was saved
 * when she was last online, and changes wait for the network (they are refused with a message).
 */
export function OfflineBanner() {
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      mb="md"
      icon={<IconCloudOff size={20} />}
      title="You are offline"
      data-testid="offline-banner"
      // Mantine's light orange title is about 2.5:1 on its own background; this brown reads at over 7:1.
      styles={{ title: { color: '#7a3300' }, icon: { color: '#7a3300' } }}
    >
      These are your orders and products as they were when you were last online. Changes cannot be saved until
      you are back online.
    </Alert>
  );
}
