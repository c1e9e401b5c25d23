import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'errorPage.notFound.title': 'AHỤGHỊ IBE A',
  'errorPage.notFound.text':
    'Ibe ị na-achọ adịghị ma ọ bụ a kwagara ya. Lelee adreesị ahụ, ma ọ bụ malite ọzọ n’ibe mbụ.',
  'errorPage.notFound.home': 'Laghachi n’ibe mbụ',
};

export default messages;
export const reviewed: readonly string[] = [];
