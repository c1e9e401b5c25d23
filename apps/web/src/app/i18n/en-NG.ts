/** The app's root texts (loading, a page that failed, network errors, shared components) in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'app.loadingDashboard': 'Loading your dashboard',
  'app.loadingKasuwa': 'Loading Kasuwa',
  'app.error.title': 'Something went wrong',
  'app.error.status': 'The page answered with status {status}.',
  'app.error.text':
    'This page could not be loaded. Reloading usually fixes it; if it does not, please contact support.',
  'app.error.reload': 'Reload the page',
  'app.error.home': 'Go to the home page',
  'app.error.network': 'Could not reach Kasuwa. Check your connection and try again.',
  'app.error.tryAgain': 'Something went wrong. Please try again.',
  'app.error.offlineChange':
    'You are offline, so this change was not saved. Try again when you are back online.',
  'app.error.badRequest': 'The request is not valid.',
  'app.error.deleteFailed': 'Could not delete',
  'app.brand.home': 'Kasuwa home',
};

export default messages;
export const reviewed: readonly string[] = [];
