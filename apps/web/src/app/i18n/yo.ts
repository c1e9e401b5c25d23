import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'app.loadingDashboard': 'À ń ṣí dashboard yín',
  'app.loadingKasuwa': 'À ń ṣí Kasuwa',
  'app.error.title': 'Nǹkan kan ò lọ dáadáa',
  'app.error.status': 'Ojú-ìwé náà dáhùn pẹ̀lú kóòdù {status}.',
  'app.error.text':
    'A kò lè ṣí ojú-ìwé yìí. Títún un ṣí sábà máa ń yanjú rẹ̀; bí kò bá yanjú, ẹ kàn sí ẹ̀ka ìrànlọ́wọ́.',
  'app.error.reload': 'Tún ojú-ìwé ṣí',
  'app.error.home': 'Lọ sí ojú-ìwé àkọ́kọ́',
  'app.error.network': 'A kò rí Kasuwa dé. Ẹ ṣàyẹ̀wò ìsopọ̀ yín kí ẹ sì tún gbìyànjú.',
  'app.error.tryAgain': 'Nǹkan kan ò lọ dáadáa. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
  'app.error.offlineChange':
    'Ẹ kò sí lórí ayélujára, nítorí náà a kò fi àyípadà yìí pamọ́. Ẹ tún gbìyànjú nígbà tí ìsopọ̀ bá padà.',
  'app.error.badRequest': 'Ìbéèrè náà kò tọ́.',
  'app.error.deleteFailed': 'A kò lè pa á rẹ́',
  'app.brand.home': 'Ojú-ìwé àkọ́kọ́ Kasuwa',
};

export default messages;
export const reviewed: readonly string[] = [];
