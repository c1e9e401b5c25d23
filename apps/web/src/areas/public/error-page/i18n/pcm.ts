import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'errorPage.notFound.title': 'WE NO SEE THIS PAGE',
  'errorPage.notFound.text':
    'The page wey you dey find no dey or e don move. Check the address, or start again from the home page.',
  'errorPage.notFound.home': 'Go back home',
};

export default messages;
export const reviewed: readonly string[] = [];
