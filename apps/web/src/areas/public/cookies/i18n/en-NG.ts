/** The cookie banner in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'cookies.banner.label': 'Cookie consent',
  'cookies.banner.text':
    'We use essential cookies to keep you signed in. With your consent we also use analytics cookies to improve Kasuwa.',
  'cookies.banner.more': 'Learn more',
  'cookies.banner.accept': 'Accept',
  'cookies.banner.decline': 'Decline',
};

export default messages;
export const reviewed: readonly string[] = [];
