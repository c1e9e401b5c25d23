// The GSM 03.38 default alphabet and its extension table (each extension character takes two septets).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Characters as the network counts them: septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  /** Pages the network bills: 160/153 septets or 70/67 UCS-2 characters per page. */
  pages: number;
}

/** How many billed pages a text takes, as providers count them (the message log's cost units). */
export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.has(ch)) septets += 1;
    else if (GSM_EXTENDED.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'GSM-7', units: septets, pages: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: 'UCS-2', units, pages: units <= 70 ? 1 : Math.ceil(units / 67) };
}
