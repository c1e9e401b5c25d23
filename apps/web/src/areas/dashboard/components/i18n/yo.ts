import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'dashboard.role.owner': 'Olóhun',
  'dashboard.role.manager': 'Alábòójútó',
  'dashboard.role.sales': 'Olùtajà',
  'dashboard.role.stock': 'Olùtọ́jú ọjà',
  'dashboard.role.custom': 'Àṣàyàn',
  'dashboard.store.withRole': '{store} · {role}',
  'dashboard.form.cancel': 'Fagilé',
  'dashboard.noAccess.title': 'Ẹ kò ní àṣẹ láti wo èyí',
  'dashboard.noAccess.text': 'Ipò yín ní {store} kò kan ojú-ìwé yìí. Bí ẹ bá nílò rẹ̀, ẹ bi olóhun ṣọ́ọ̀bù.',
  'dashboard.noAccess.back': 'Padà sí àkópọ̀',
  'dashboard.field.required': 'Ẹ kún èyí.',
  'dashboard.field.tooShort': 'Ó kéré tán {min, plural, other {lẹ́tà #}}.',
  'dashboard.field.tooLong': 'Kò gbọdọ̀ ju {max, plural, other {lẹ́tà #}} lọ.',
  'dashboard.field.chooseOne': 'Ẹ yan ọ̀kan ó kéré tán.',
  'dashboard.field.tooSmall': 'Ó kéré tán {min}.',
  'dashboard.field.tooBig': 'Kò gbọdọ̀ ju {max} lọ.',
  'dashboard.field.email': 'Ẹ tẹ àdírẹ́sì ímeèlì tó tọ́.',
  'dashboard.field.url': 'Ẹ tẹ àdírẹ́sì wẹ́ẹ̀bù kíkún (https://…).',
  'dashboard.field.choose': 'Ẹ yan ọ̀kan nínú àwọn àṣàyàn.',
  'dashboard.field.number': 'Ẹ tẹ nọ́ńbà.',
};

export default messages;
export const reviewed: readonly string[] = [];
