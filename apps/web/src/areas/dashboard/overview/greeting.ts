import { translate } from '../../../i18n/i18n';

/** How long a store counts as just opened: her first day or two of setting it up. */
export const NEW_STORE_MS = 48 * 3600_000;

/**
 * The overview's heading. A merchant who has just opened her store is greeted into it and told what comes
 * first; "Welcome back" is for someone who has been here before.
 */
export function overviewGreeting(
  store: { name: string; createdAt: string },
  now = Date.now(),
): { title: string; description: string } {
  const age = now - Date.parse(store.createdAt);
  if (age >= 0 && age < NEW_STORE_MS) {
    return {
      title: translate('overview.welcomeNew', { store: store.name }),
      description: translate('overview.welcomeNewText'),
    };
  }
  return {
    title: translate('overview.welcomeBack'),
    description: translate('overview.welcomeBackText', { store: store.name }),
  };
}
