// Reading contacts files (issue 30): vCard as phones export it (2.1 from Android, 3.0 from iPhone, 4.0)
// and CSV from spreadsheets and Google Contacts, with or without a header.
import { describe, expect, it } from 'vitest';
import { parseContactsCsv, parseContactsFile, parseVCards, UnreadableContacts } from './contacts-file';

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('vCard', () => {
  it('reads Android’s 2.1 export: quoted-printable names in UTF-8 with soft breaks, bare CELL types, photos passed over', () => {
    const file = crlf([
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Ad=C3=A9bay=C3=B2;Ng=C3=B2z=',
      'i;;;',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Ng=C3=B2zi Ad=C3=A9bay=C3=B2',
      'TEL;HOME:01 234 5678',
      'TEL;CELL:0803 123 4567',
      'PHOTO;ENCODING=BASE64;JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD',
      ' /2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEx',
      '',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N:;Bayo;;;',
      'TEL;CELL;PREF:+234 705 222 0002',
      'EMAIL;HOME:bayo@example.ng',
      'END:VCARD',
    ]);
    expect(parseVCards(file)).toEqual([
      { entry: 1, name: 'Ngòzi Adébayò', phones: ['0803 123 4567', '01 234 5678'], email: '' },
      { entry: 2, name: 'Bayo', phones: ['+234 705 222 0002'], email: 'bayo@example.ng' },
    ]);
  });

  it('reads a 2.1 card in a declared Latin-1 charset, and the bare QUOTED-PRINTABLE form', () => {
    const file = crlf([
      'BEGIN:VCARD',
      'VERSION:2.1',
      'FN;CHARSET=ISO-8859-1;QUOTED-PRINTABLE:Ren=E9e',
      'TEL;CELL:08031234567',
      'END:VCARD',
    ]);
    expect(parseVCards(file)[0]!.name).toBe('Renée');
  });

  it('reads iPhone’s 3.0 export: folded lines, grouped properties, escapes, TYPE lists', () => {
    const file = crlf([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'PRODID:-//Apple Inc.//iPhone OS 17.0//EN',
      'N:Okafor;Chika;;;',
      'FN:Chika Okafor\\, Lagos',
      'ORG:Chika\\;s Shop;',
      'item1.TEL;type=pref:+234 809 333',
      '  0003',
      'TEL;type=CELL;type=VOICE:0703 444 0004',
      'item2.EMAIL;type=INTERNET:chika@',
      ' example.ng',
      'END:VCARD',
    ]);
    expect(parseVCards(file)).toEqual([
      {
        entry: 1,
        name: 'Chika Okafor, Lagos',
        phones: ['0703 444 0004', '+234 809 333 0003'],
        email: 'chika@example.ng',
      },
    ]);
  });

  it('reads 4.0 tel: URIs and LF line ends, and builds a name from N when FN is missing', () => {
    const file = [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'N:Eze;Ada;Ngozi;Mrs.;',
      'TEL;VALUE=uri;TYPE="cell,voice":tel:+234-803-111-0001;ext=2',
      'END:VCARD',
      '',
    ].join('\n');
    expect(parseVCards(file)).toEqual([
      { entry: 1, name: 'Mrs. Ada Ngozi Eze', phones: ['+234-803-111-0001'], email: '' },
    ]);
  });

  it('refuses a file without any card', () => {
    expect(() => parseVCards('BEGIN:VCALENDAR\nEND:VCALENDAR\n')).toThrow(UnreadableContacts);
  });
});

describe('CSV', () => {
  it('finds the name, phone and e-mail columns by their header, in any order and case', () => {
    const csv =
      'E-mail,Phone Number,Full Name\nada@example.ng,0803 111 0001,Ada Eze\n,08052220002,"Obi, Bayo"\n';
    expect(parseContactsCsv(csv)).toEqual([
      { entry: 1, name: 'Ada Eze', phones: ['0803 111 0001'], email: 'ada@example.ng' },
      { entry: 2, name: 'Obi, Bayo', phones: ['08052220002'], email: '' },
    ]);
  });

  it('reads Google Contacts’ export: first and last names, numbered phone values, labels ignored', () => {
    const csv = [
      'First Name,Middle Name,Last Name,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value',
      'Ngozi,,Adebayo,* Home,ngozi@example.ng,Mobile,+234 803 123 4567,Work,01 234 5678',
    ].join('\n');
    expect(parseContactsCsv(csv)).toEqual([
      {
        entry: 1,
        name: 'Ngozi Adebayo',
        phones: ['+234 803 123 4567', '01 234 5678'],
        email: 'ngozi@example.ng',
      },
    ]);
  });

  it('reads a file without a header by its content, with semicolons and a byte order mark', () => {
    const csv = '\uFEFFAda Eze;0803 111 0001;ada@example.ng\r\nBayo;+2348052220002;\r\n';
    expect(parseContactsCsv(csv)).toEqual([
      { entry: 1, name: 'Ada Eze', phones: ['0803 111 0001'], email: 'ada@example.ng' },
      { entry: 2, name: 'Bayo', phones: ['+2348052220002'], email: '' },
    ]);
  });

  it('refuses a file with no phone column, an empty one, and tells a vCard by its content', () => {
    expect(() => parseContactsCsv('name,city\nAda,Lagos\n')).toThrow(/No phone number column/);
    expect(() => parseContactsCsv('\n\n')).toThrow(/empty/);
    expect(parseContactsFile('BEGIN:VCARD\nFN:A\nTEL:08031234567\nEND:VCARD\n').format).toBe('vcard');
    expect(parseContactsFile('name,phone\nA,08031234567\n').format).toBe('csv');
  });
});
