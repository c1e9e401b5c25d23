import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'app.loadingDashboard': 'Your dashboard dey load',
  'app.loadingKasuwa': 'Kasuwa dey load',
  'app.error.title': 'Something no work well',
  'app.error.status': 'The page answer with status {status}.',
  'app.error.text':
    'This page no gree load. If you reload am, e dey usually work; if e no work, abeg contact support.',
  'app.error.reload': 'Reload the page',
  'app.error.home': 'Go back to home page',
  'app.error.network': 'We no fit reach Kasuwa. Check your network and try again.',
  'app.error.tryAgain': 'Something no work well. Abeg try again.',
  'app.error.offlineChange':
    'You no get network, so this change no save. Try again when network don come back.',
  'app.error.badRequest': 'The request no correct.',
  'app.error.deleteFailed': 'We no fit delete am',
  'app.brand.home': 'Kasuwa home page',
};

export default messages;
export const reviewed: readonly string[] = [];
