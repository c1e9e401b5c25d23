/**
 * Reading a contacts file a vendor exports from their phone or a spreadsheet (issue 30): a CSV with a
 * phone column (header or not), or a vCard file (.vcf, versions 2.1, 3.0 and 4.0). No maintained npm
 * parser reads vCard 2.1 as Android phones write it (quoted-printable names in a declared charset, bare
 * `CELL` types), so the few rules needed are here, with their tests. Only names, phone numbers and
 * e-mail addresses are read; photos and everything else are passed over.
 */
import { parse } from 'csv-parse/sync';

/** One contact as the file gives it; `entry` counts from 1 (the CSV's data row, or the nth card). */
export interface FileContact {
  entry: number;
  name: string;
  /** Every number the contact has, preferred (mobile) first, as written. */
  phones: string[];
  email: string;
}

export class UnreadableContacts extends Error {}

// ------------------------------------------------------------------------------------------ vCard

interface Property {
  name: string;
  params: Map<string, string[]>;
  value: string;
}

/** `TYPE=CELL,VOICE`, `TYPE=cell;TYPE=pref` and 2.1's bare `CELL` all land in `type`. */
function parseParams(parts: string[]): Map<string, string[]> {
  const params = new Map<string, string[]>();
  for (const part of parts) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? 'TYPE' : part.slice(0, eq).trim().toUpperCase();
    const raw = eq < 0 ? part : part.slice(eq + 1);
    const values = raw
      .split(',')
      .map((v) => v.replace(/^"|"$/g, '').trim())
      .filter(Boolean);
    // 2.1 writes the encoding bare too (`;QUOTED-PRINTABLE`).
    const bareEncoding = eq < 0 && /^(QUOTED-PRINTABLE|BASE64|B)$/i.test(raw);
    const name = bareEncoding ? 'ENCODING' : key;
    params.set(name, [...(params.get(name) ?? []), ...values]);
  }
  return params;
}

/** Splits at `;` outside double quotes (a 4.0 parameter value may hold one). */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    if (c === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      for (const b of Buffer.from(value[i]!, 'utf8')) bytes.push(b);
    }
  }
  try {
    return new TextDecoder(charset, { fatal: false }).decode(new Uint8Array(bytes));
  } catch {
    // An unknown charset label: UTF-8 is what every phone of the last decade writes.
    return new TextDecoder().decode(new Uint8Array(bytes));
  }
}

/** 3.0/4.0 text escapes: `\n`, `\,`, `\;`, `\\`. */
function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\:])/g, (_, c: string) => (c === 'n' || c === 'N' ? ' ' : c));
}

/**
 * The logical lines of a vCard file: folded lines (a line starting with a space or tab continues the
 * one before) joined, and 2.1's quoted-printable soft breaks (a line ending in `=`) joined too.
 */
function logicalLines(text: string): string[] {
  const physical = text.replace(/\r\n?/g, '\n').split('\n');
  const lines: string[] = [];
  let softBreak = false;
  for (const line of physical) {
    const last = lines.length - 1;
    if (softBreak && last >= 0) {
      lines[last] = lines[last]!.slice(0, -1) + line;
    } else if (/^[ \t]/.test(line) && last >= 0) {
      lines[last] += line.slice(1);
    } else {
      lines.push(line);
    }
    const current = lines[lines.length - 1] ?? '';
    softBreak = /QUOTED-PRINTABLE/i.test(current.split(':', 1)[0] ?? '') && current.endsWith('=');
  }
  return lines;
}

function parseProperty(line: string): Property | null {
  const colon = splitOutsideQuotes(line, ':');
  if (colon.length < 2) return null;
  const [head, ...rest] = splitOutsideQuotes(colon[0]!, ';');
  const name = (head ?? '')
    .replace(/^[^.]*\./, '')
    .trim()
    .toUpperCase();
  const params = parseParams(rest);
  let value = colon.slice(1).join(':');
  if ((params.get('ENCODING') ?? []).some((e) => /^QUOTED-PRINTABLE$/i.test(e))) {
    value = decodeQuotedPrintable(value, params.get('CHARSET')?.[0] ?? 'utf-8');
  } else {
    value = unescapeText(value);
  }
  return { name, params, value };
}

/** `N:Family;Given;Middle;Prefix;Suffix` as a name reads. */
function nameFromN(value: string): string {
  const [family = '', given = '', middle = '', prefix = '', suffix = ''] = value.split(';');
  return [prefix, given, middle, family, suffix]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
}

/** A 4.0 `tel:` URI's number (`tel:+234-803-123-4567;ext=2` → `+234-803-123-4567`). */
function telValue(value: string): string {
  return value.replace(/^tel:/i, '').split(';')[0]!.trim();
}

export function parseVCards(text: string): FileContact[] {
  const contacts: FileContact[] = [];
  let card: Property[] | null = null;
  for (const line of logicalLines(text)) {
    if (/^BEGIN:VCARD\s*$/i.test(line)) {
      card = [];
      continue;
    }
    if (/^END:VCARD\s*$/i.test(line)) {
      if (card) contacts.push(contactOf(card, contacts.length + 1));
      card = null;
      continue;
    }
    const property = card && line.trim() ? parseProperty(line) : null;
    if (property) card?.push(property);
  }
  if (contacts.length === 0) throw new UnreadableContacts('This .vcf file holds no contact cards.');
  return contacts;
}

function contactOf(card: Property[], entry: number): FileContact {
  const fn = card.find((p) => p.name === 'FN')?.value.trim() ?? '';
  const n = card.find((p) => p.name === 'N')?.value ?? '';
  const tels = card.filter((p) => p.name === 'TEL' && p.value.trim());
  const isMobile = (p: Property) => (p.params.get('TYPE') ?? []).some((t) => /^(cell|mobile)$/i.test(t));
  const phones = [...tels.filter(isMobile), ...tels.filter((p) => !isMobile(p))].map((p) =>
    telValue(p.value),
  );
  const email = card.find((p) => p.name === 'EMAIL')?.value.trim() ?? '';
  return { entry, name: fn || nameFromN(n), phones, email };
}

// -------------------------------------------------------------------------------------------- CSV

const PHONE_HEADER = /phone|mobile|tel|whatsapp|cell|number|msisdn/i;
const LABEL_HEADER = /label|type/i;
const EMAIL_HEADER = /e-?mail/i;
const FULL_NAME_HEADER = /^(full[ _-]?name|name|display[ _-]?name|customer|contact|customer[ _-]?name)$/i;
const FIRST_NAME_HEADER = /^(first[ _-]?name|given[ _-]?name)$/i;
const LAST_NAME_HEADER = /^(last[ _-]?name|family[ _-]?name|surname)$/i;

/** `,`, `;` (spreadsheets in many locales) or tab: whichever splits the first line most. */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, first.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

const looksLikePhone = (cell: string) => /^\+?[\d\s().-]{7,20}$/.test(cell.trim());

interface Columns {
  phones: number[];
  email: number;
  name: number;
  first: number;
  last: number;
}

function columnsFromHeader(header: string[]): Columns | null {
  const find = (re: RegExp) => header.findIndex((h) => re.test(h.trim()));
  const phones = header.flatMap((h, i) => (PHONE_HEADER.test(h) && !LABEL_HEADER.test(h) ? [i] : []));
  if (phones.length === 0) return null;
  const email = header.findIndex((h) => EMAIL_HEADER.test(h) && !LABEL_HEADER.test(h));
  return {
    phones,
    email,
    name: find(FULL_NAME_HEADER),
    first: find(FIRST_NAME_HEADER),
    last: find(LAST_NAME_HEADER),
  };
}

/** Without a header: the column most cells of which are numbers, the one with `@`, the first text one. */
function columnsFromData(rows: string[][]): Columns | null {
  const width = Math.max(...rows.map((r) => r.length));
  const share = (i: number, test: (c: string) => boolean) =>
    rows.filter((r) => r[i] && test(r[i]!)).length / rows.length;
  let phone = -1;
  let best = 0;
  for (let i = 0; i < width; i++) {
    const s = share(i, looksLikePhone);
    if (s > best) [phone, best] = [i, s];
  }
  if (phone < 0 || best < 0.5) return null;
  let email = -1;
  for (let i = 0; i < width; i++) if (i !== phone && share(i, (c) => c.includes('@')) >= 0.5) email = i;
  let name = -1;
  for (let i = 0; i < width && name < 0; i++) if (i !== phone && i !== email) name = i;
  return { phones: [phone], email, name, first: -1, last: -1 };
}

export function parseContactsCsv(text: string): FileContact[] {
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (err) {
    throw new UnreadableContacts(`This CSV file cannot be read: ${(err as Error).message}`);
  }
  rows = rows.filter((r) => r.some((c) => c !== ''));
  if (rows.length === 0) throw new UnreadableContacts('This CSV file is empty.');
  const header = rows[0]!;
  const fromHeader = header.some(looksLikePhone) ? null : columnsFromHeader(header);
  const columns = fromHeader ?? columnsFromData(rows);
  if (!columns) {
    throw new UnreadableContacts('No phone number column was found. Name one column "phone".');
  }
  const data = fromHeader ? rows.slice(1) : rows;
  const cell = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
  return data.map((row, n) => ({
    entry: n + 1,
    name:
      cell(row, columns.name) ||
      [cell(row, columns.first), cell(row, columns.last)].filter(Boolean).join(' '),
    phones: columns.phones.map((i) => cell(row, i)).filter(Boolean),
    email: cell(row, columns.email),
  }));
}

/** A vCard file by its content (whatever its name says), else a CSV. */
export function parseContactsFile(text: string): { format: 'vcard' | 'csv'; contacts: FileContact[] } {
  if (/^\uFEFF?\s*BEGIN:VCARD/i.test(text)) return { format: 'vcard', contacts: parseVCards(text) };
  return { format: 'csv', contacts: parseContactsCsv(text) };
}
