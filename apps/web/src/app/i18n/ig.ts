import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'app.loadingDashboard': 'Anyị na-emeghe dashboard gị',
  'app.loadingKasuwa': 'Kasuwa na-emeghe',
  'app.error.title': 'Nsogbu dapụtara',
  'app.error.status': 'Ibe a zara na koodu {status}.',
  'app.error.text':
    'Enweghị ike imeghe ibe a. Imeghe ya ọzọ na-edozikarị ya; ọ bụrụ na o dozighị, biko kpọtụrụ ndị enyemaka.',
  'app.error.reload': 'Meghee ibe ọzọ',
  'app.error.home': 'Gaa n’ibe mbụ',
  'app.error.network': 'Enweghị ike iru Kasuwa. Lelee njikọ gị ma nwaa ọzọ.',
  'app.error.tryAgain': 'Nsogbu dapụtara. Biko nwaa ọzọ.',
  'app.error.offlineChange':
    'Ị nọghị n’ịntanetị, ya mere echekwaghị mgbanwe a. Nwaa ọzọ mgbe ịntanetị laghachiri.',
  'app.error.badRequest': 'Arịrịọ a ezighị ezi.',
  'app.error.deleteFailed': 'Enweghị ike ihichapụ ya',
  'app.brand.home': 'Ibe mbụ Kasuwa',
};

export default messages;
export const reviewed: readonly string[] = [];
