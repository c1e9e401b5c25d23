import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n';

/**
 * Shown at the top of every dashboard page while the browser is offline or the server cannot be reached
 * (DashboardShell decides): what she sees is what was saved
 * when she was last online, and changes wait for the network (they are refused with a message).
 */
export function OfflineBanner() {
  const t = useT();
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      mb="md"
      icon={<IconCloudOff size={20} />}
      title={t('frame.offlineTitle')}
      data-testid="offline-banner"
      // Mantine's light orange title is about 2.5:1 on its own background; this brown reads at over 7:1.
      styles={{ title: { color: '#7a3300' }, icon: { color: '#7a3300' } }}
    >
      {t('frame.offlineText')}
    </Alert>
  );
}
