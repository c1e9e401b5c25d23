import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'app.loadingDashboard': 'Ana buɗe dashboard ɗinku',
  'app.loadingKasuwa': 'Ana buɗe Kasuwa',
  'app.error.title': 'An samu matsala',
  'app.error.status': 'Shafin ya amsa da lamba {status}.',
  'app.error.text':
    'Ba a iya buɗe wannan shafin ba. Sake buɗewa yakan gyara; idan bai gyara ba, ku tuntuɓi masu taimako.',
  'app.error.reload': 'Sake buɗe shafin',
  'app.error.home': 'Koma shafin farko',
  'app.error.network': 'Ba a iya kaiwa ga Kasuwa ba. Ku duba intanet ɗinku ku sake gwadawa.',
  'app.error.tryAgain': 'An samu matsala. Ku sake gwadawa.',
  'app.error.offlineChange':
    'Ba ku da intanet, don haka ba a ajiye wannan canjin ba. Ku sake gwadawa idan intanet ya dawo.',
  'app.error.badRequest': 'Buƙatar ba ta da inganci.',
  'app.error.deleteFailed': 'Ba a iya gogewa ba',
  'app.brand.home': 'Shafin farko na Kasuwa',
};

export default messages;
export const reviewed: readonly string[] = [];
