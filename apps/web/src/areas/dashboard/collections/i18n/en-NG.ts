/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'collections.list.description':
    'Group products into shelves customers can browse, like “New arrivals” or “Men”.',
  'collections.list.new': 'New collection',
  'collections.list.none': 'No collections yet',
  'collections.list.noneText':
    'Collections show as chips on your storefront so customers find things faster.',
  'collections.list.col.collection': 'Collection',
  'collections.list.col.address': 'Web address',
  'collections.list.col.products': 'Products',
  'collections.list.edit': 'Edit {name}',
  'collections.list.delete': 'Delete {name}',
  'collections.list.deleteTitle': 'Delete this collection?',
  'collections.list.deleteText': '“{name}” is removed; its products stay in your store.',
  'collections.list.deleteAction': 'Delete collection',
  'collections.list.deleteFailed': 'Could not delete',
  'collections.list.keep': 'Keep it',
  'collections.form.editTitle': 'Edit collection',
  'collections.form.title': 'Title',
  'collections.form.titlePlaceholder': 'New arrivals',
  'collections.form.titleRequired': 'Title is required.',
  'collections.form.tooLong': 'Use at most {max} characters.',
  'collections.form.address': 'Web address',
  'collections.form.addressHint': 'Part of the collection’s link on your storefront',
  'collections.form.addressInvalid': 'Use lowercase letters, digits and single hyphens.',
  'collections.form.description': 'Description',
  'collections.form.cancel': 'Cancel',
  'collections.form.save': 'Save',
  'collections.form.create': 'Create collection',
  'collections.form.saved': 'Collection saved',
  'collections.form.created': 'Collection created',
};

export default messages;
export const reviewed: readonly string[] = [];
