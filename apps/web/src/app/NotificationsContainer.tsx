import { Notifications } from '@mantine/notifications';

/**
 * The notifications' container, loaded when the first one is shown (providers.tsx). Its own module, not
 * `import('@mantine/notifications')`: a lazy import of the package's index would make the index itself a
 * lazy file, which every `notifications.show` caller would then load at start.
 */
export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
