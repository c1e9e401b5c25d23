import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'subscribe.page.title': 'Denye aha maka akwụkwọ ozi anyị',
  'subscribe.page.intro':
    'Ndụmọdụ ire, akụkọ ngwa ahịa na akụkọ ndị na-ere ahịa n’Africa. Ozi-e abụọ kwa ọnwa kachasị; ị nwere ike ịkwụsị ịnata mgbe ọ bụla.',
  'subscribe.form.fullName': 'Aha zuru ezu',
  'subscribe.form.email': 'Ozi-e',
  'subscribe.form.phone': 'Ekwentị',
  'subscribe.form.submit': 'Denye aha',
  'subscribe.form.retry': 'Biko nwaa ọzọ n’oge na-adịghị anya.',
  'subscribe.error.nameRequired': 'Achọrọ aha zuru ezu.',
  'subscribe.error.emailRequired': 'Achọrọ ozi-e.',
  'subscribe.error.emailInvalid': 'Biko tinye adreesị ozi-e ziri ezi',
  'subscribe.error.tooLong': 'Mkpụrụ {max} kachasị.',
  'subscribe.token.newsletter': 'Akwụkwọ ozi Kasuwa',
  'subscribe.token.invalidLink': 'Njikọ a adịghị irè ma ọ bụ e jirila ya mee ihe.',
  'subscribe.token.confirming': 'Anyị na-akwado ndenye aha gị',
  'subscribe.token.unsubscribe': 'Kwụsị ịnata',
};

export default messages;
export const reviewed: readonly string[] = [];
