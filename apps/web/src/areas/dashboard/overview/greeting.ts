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
      title: `Welcome to ${store.name}`,
      description: 'Your store is open. Add your first product, then share your store link with customers.',
    };
  }
  return { title: 'Welcome back', description: `Here is how ${store.name} is doing.` };
}
