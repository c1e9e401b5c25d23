import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'dashboard.role.owner': 'Olùní',
  'dashboard.role.manager': 'Alákòóso',
  'dashboard.role.sales': 'Olùtajà',
  'dashboard.role.stock': 'Olùtọ́jú ọjà',
  'dashboard.role.custom': 'Àkànṣe',
  'dashboard.store.withRole': '{store} · {role}',
  'dashboard.form.cancel': 'Fagilé',
  'dashboard.noAccess.title': 'Ẹ kò ní àṣẹ láti wo èyí',
  'dashboard.noAccess.text': 'Ipò yín ní {store} kò kan ojú-ìwé yìí. Bí ẹ bá nílò rẹ̀, ẹ bi olùní ṣọ́ọ̀bù.',
  'dashboard.noAccess.back': 'Padà sí àkópọ̀',
};

export default messages;
export const reviewed: readonly string[] = [];
