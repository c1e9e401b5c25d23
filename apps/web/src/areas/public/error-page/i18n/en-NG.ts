/** The 404 page in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'errorPage.notFound.title': 'PAGE NOT FOUND',
  'errorPage.notFound.text':
    'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
  'errorPage.notFound.home': 'Back to home',
};

export default messages;
export const reviewed: readonly string[] = [];
