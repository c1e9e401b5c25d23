import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'collections.list.description':
    'Arrange your products for shelves wey customers fit check, like “New arrivals” or “Men”.',
  'collections.list.new': 'New collection',
  'collections.list.none': 'No collection yet',
  'collections.list.noneText': 'Collections dey show for your shop so customers go find things quick.',
  'collections.list.col.collection': 'Collection',
  'collections.list.col.address': 'Web address',
  'collections.list.col.products': 'Products',
  'collections.list.edit': 'Edit {name}',
  'collections.list.delete': 'Delete {name}',
  'collections.list.deleteTitle': 'Delete this collection?',
  'collections.list.deleteText': '“{name}” go comot; im products go still dey your shop.',
  'collections.list.deleteAction': 'Delete collection',
  'collections.list.deleteFailed': 'We no fit delete am',
  'collections.list.keep': 'Leave am',
  'collections.form.editTitle': 'Edit collection',
  'collections.form.title': 'Name',
  'collections.form.titlePlaceholder': 'New arrivals',
  'collections.form.titleRequired': 'Collection need name.',
  'collections.form.tooLong': 'No pass {max} letters.',
  'collections.form.address': 'Web address',
  'collections.form.addressHint': 'Part of the collection link for your shop',
  'collections.form.addressInvalid': 'Use small letters, numbers and one hyphen at a time.',
  'collections.form.description': 'Description',
  'collections.form.cancel': 'Cancel',
  'collections.form.save': 'Save',
  'collections.form.create': 'Create collection',
  'collections.form.saved': 'Collection don save',
  'collections.form.created': 'Collection don enter',
};

export default messages;
export const reviewed: readonly string[] = [];
