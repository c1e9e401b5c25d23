import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'campaigns.description':
    '{whatsapp, select, yes {SMS, ímeèlì àti WhatsApp} other {SMS àti ímeèlì}} sí àwọn oníbàárà tó gbà nígbà ìparí rírà pé kí ẹ máa fi ìròyìn ránṣẹ́ sí wọn.',
  'campaigns.new': 'Ìpolówó tuntun',
  'campaigns.upgrade': 'Ìpolówó wà nínú Premium (SMS 500 lóṣù) àti Enterprise (2,000). Ẹ wà lórí {plan}.',
  'campaigns.empty': 'Kò sí ìpolówó síbẹ̀',
  'campaigns.emptyText':
    'Ẹ sọ fún àwọn oníbàárà yín nípa ọjà àkànṣe tàbí ọjà tuntun. Àwọn tó yan “fi ìròyìn àti ìfilọ̀ ránṣẹ́ sí mi” nígbà ìparí rírà nìkan ló máa gbà á; ẹ wò wọ́n lójú-ìwé Oníbàárà.',
  'campaigns.summary': '{total, plural, =0 {Kò sí ìpolówó} other {{first}–{last} nínú ìpolówó #}}',
  'campaigns.sentNotice': 'A ti fi ìpolówó ránṣẹ́: àwọn ìfiránṣẹ́ ń lọ.',
  'campaigns.channel.email': 'Ímeèlì',
  'campaigns.template.promotion': 'Ìgbéga tàbí ẹ̀dínwó',
  'campaigns.template.newArrivals': 'Ọjà tuntun',
  'campaigns.status.sending': 'Ó ń lọ',
  'campaigns.status.sent': 'Ó ti lọ',
  'campaigns.fig.recipients': 'Olùgbà',
  'campaigns.fig.deliveredOrRead': 'Ó dé tàbí wọ́n kà á',
  'campaigns.fig.delivered': 'Ó dé',
  'campaigns.fig.sent': 'Ó lọ',
  'campaigns.fig.failed': 'Kò lọ',
  'campaigns.fig.optedOut': 'Wọ́n kọ̀ ọ́',
  'campaigns.queued':
    '{count, plural, other {# ń dúró de àsìkò wọn}} (díẹ̀díẹ̀ ni àwọn ìfiránṣẹ́ ń lọ ní ìṣẹ́jú kọ̀ọ̀kan).',
  'campaigns.credits': '{count, plural, other {SMS #}}',
  'campaigns.form.name': 'Orúkọ ìpolówó',
  'campaigns.form.nameHint': 'Fún yín; àwọn oníbàárà kò ní rí i',
  'campaigns.form.sendBy': 'Fi ránṣẹ́ nípa',
  'campaigns.form.whatsappOff': 'WhatsApp (kò sí)',
  'campaigns.form.template': 'Àwòṣe WhatsApp',
  'campaigns.form.templateHint':
    'WhatsApp kì í jẹ́ kí iléeṣẹ́ kọ́kọ́ kọ̀wé àyàfi pẹ̀lú àwòṣe tí ó fọwọ́ sí; a ó fi orúkọ ṣọ́ọ̀bù yín àti ìjápọ̀ rẹ̀ sínú rẹ̀',
  'campaigns.form.subject': 'Àkòrí',
  'campaigns.form.message': 'Ìfiránṣẹ́',
  'campaigns.form.smsHint': 'A ó fi “{line}” kún un ní ìparí · lẹ́tà {count}',
  'campaigns.form.whatsappHint': 'Ìlà kan nínú àwòṣe, pẹ̀lú “{line}” ní ìparí · lẹ́tà {count}/{max}',
  'campaigns.form.emailHint': 'A ó fi ìjápọ̀ láti dá gbígbà dúró kún un ní ìparí',
  'campaigns.form.who': 'Ta ni yóò gbà á (gbogbo àwọn tó gbà, àyàfi bí ẹ bá dín in kù)',
  'campaigns.form.tag': 'Àmì',
  'campaigns.form.tagHint': 'bí àpẹẹrẹ vip',
  'campaigns.form.spent': 'Ti ná ó kéré tán',
  'campaigns.form.collection': 'Ti rà láti inú àkójọpọ̀',
  'campaigns.form.any': 'Èyíkéyìí',
  'campaigns.form.inactive': 'Kò sí ọ́dà ní ọjọ́ … sẹ́yìn',
  'campaigns.form.before': 'Kí ẹ tó fi ránṣẹ́',
  'campaigns.form.writeFirst': 'Ẹ kọ ìfiránṣẹ́ láti rí ẹni tí yóò dé àti iye tí yóò ná.',
  'campaigns.form.reaches': 'Yóò dé ọ̀dọ̀ {count, plural, other {oníbàárà #}} tó gbà láti gba ìpolówó',
  'campaigns.form.unreachable':
    '{count, plural, other {Àwọn # mìíràn}} kò ní {channel, select, email {àdírẹ́sì ímeèlì} other {nọ́ńbà fóònù tó ṣiṣẹ́}}.',
  'campaigns.form.whatsappNote': 'Ìfiránṣẹ́ WhatsApp kì í lo SMS yín. Oníbàárà kọ̀ọ̀kan yóò kà:',
  'campaigns.form.smsCost':
    '{pages, plural, other {Ojú-ìwé SMS #}} ọ̀kọ̀ọ̀kan ({encoding}, lẹ́tà {characters}) · ó nílò {needed, plural, other {SMS #}} nínú {left} tó kù lóṣù yìí ({monthly} lóṣù lórí ètò yín)',
  'campaigns.form.sendTo': 'Fi ránṣẹ́ sí {count, plural, other {ènìyàn #}}',
  'campaigns.form.send': 'Fi ránṣẹ́',
};

export default messages;
export const reviewed: readonly string[] = [];
