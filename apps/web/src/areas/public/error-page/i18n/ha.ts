import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'errorPage.notFound.title': 'BA A SAMI SHAFIN BA',
  'errorPage.notFound.text':
    'Shafin da kuke nema babu shi ko an mayar da shi wani wuri. Ku duba adireshin, ko ku sake farawa daga shafin farko.',
  'errorPage.notFound.home': 'Koma gida',
};

export default messages;
export const reviewed: readonly string[] = [];
