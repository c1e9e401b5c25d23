/** The external-link placeholder page in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'external.page.title': 'external works!',
  'external.page.text':
    'This is the placeholder for links to other websites. When a Kasuwa page links outside Kasuwa, you first see which website you are going to, and you continue only if you trust it.',
  'external.page.help': 'Looking for help? Visit the {support}.',
  'external.page.supportLink': 'support page',
  'external.page.home': 'Back to home',
};

export default messages;
export const reviewed: readonly string[] = [];
