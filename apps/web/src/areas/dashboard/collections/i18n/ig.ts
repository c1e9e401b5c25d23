import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'collections.list.description':
    'Kewaa ngwa ahịa gị n’otu ndị ahịa nwere ike ilele, dịka “Ngwa ọhụrụ” ma ọ bụ “Ndị nwoke”.',
  'collections.list.new': 'Otu ọhụrụ',
  'collections.list.none': 'Enweghị otu ngwa ahịa ka',
  'collections.list.noneText': 'Otu ngwa ahịa na-egosi n’ụlọ ahịa gị ka ndị ahịa chọta ihe ngwa ngwa.',
  'collections.list.col.collection': 'Otu',
  'collections.list.col.address': 'Adreesị weebụ',
  'collections.list.col.products': 'Ngwa ahịa',
  'collections.list.edit': 'Dezie {name}',
  'collections.list.delete': 'Hichapụ {name}',
  'collections.list.deleteTitle': 'Hichapụ otu a?',
  'collections.list.deleteText': 'A ga-ewepụ “{name}”; ngwa ahịa ya ga-anọgide n’ụlọ ahịa gị.',
  'collections.list.deleteAction': 'Hichapụ otu',
  'collections.list.deleteFailed': 'Enweghị ike ihichapụ ya',
  'collections.list.keep': 'Hapụ ya',
  'collections.form.editTitle': 'Dezie otu',
  'collections.form.title': 'Aha',
  'collections.form.titlePlaceholder': 'Ngwa ọhụrụ',
  'collections.form.titleRequired': 'Otu chọrọ aha.',
  'collections.form.tooLong': 'Ejila karịa mkpụrụ edemede {max}.',
  'collections.form.address': 'Adreesị weebụ',
  'collections.form.addressHint': 'Akụkụ njikọ otu ahụ n’ụlọ ahịa gị',
  'collections.form.addressInvalid': 'Jiri obere mkpụrụ edemede, nọmba na otu akara njikọ.',
  'collections.form.description': 'Nkọwa',
  'collections.form.cancel': 'Kagbuo',
  'collections.form.save': 'Chekwaa',
  'collections.form.create': 'Mepụta otu',
  'collections.form.saved': 'Echekwala otu',
  'collections.form.created': 'Emepụtala otu',
};

export default messages;
export const reviewed: readonly string[] = [];
