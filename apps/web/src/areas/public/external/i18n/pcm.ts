import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'external.page.title': 'external works!',
  'external.page.text':
    'This na the page for links to other websites. When Kasuwa page link go outside Kasuwa, you go first see the website wey you dey go, and you go continue only if you trust am.',
  'external.page.help': 'You need help? Visit the {support}.',
  'external.page.supportLink': 'support page',
  'external.page.home': 'Go back home',
};

export default messages;
export const reviewed: readonly string[] = [];
