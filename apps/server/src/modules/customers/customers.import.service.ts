/**
 * Contacts import (issue 30): a vendor brings the customers she already has in her phone or a
 * spreadsheet. Each contact is keyed like every customer, on the E.164 number (Nigerian local forms
 * normalised), de-duplicated within the file and against the store's customers, and starts with
 * marketing consent unknown: campaigns reach only customers who agreed, so an imported contact gets
 * none until they agree at a checkout.
 */
import {
  CONTACTS_FILE_MAX_CONTACTS,
  type ContactsImport,
  type ContactsImportResult,
  normalisePhone,
} from '@kasuwa/contracts';
import { fail } from '../../platform/errors';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { invoiceCustomers } from '../invoices';
import { customersFromOrders } from '../orders';
import { storeCurrency } from '../stores';
import { type FileContact, parseContactsFile, UnreadableContacts } from './contacts-file';
import * as q from './customers.queries';

/** The most merged or skipped contacts the answer lists one by one (the counts cover them all). */
const MAX_DETAILS = 200;
const INSERT_BATCH = 1_000;

type Detail = ContactsImportResult['details'][number];

/** A valid e-mail address as the file gave it, or nothing (a bad one is not a reason to drop the contact). */
function emailOf(raw: string): string {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '';
}

function read(content: string) {
  try {
    return parseContactsFile(content);
  } catch (err) {
    if (err instanceof UnreadableContacts) throw fail('CONTACTS_FILE_UNREADABLE', { reason: err.message });
    throw err;
  }
}

/** The numbers among `phones` that are customers already: ordered, were invoiced, or have a profile. */
async function existingCustomers(ctx: StoreScope, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const [currency, invoiced, profiled] = await Promise.all([
    storeCurrency(ctx),
    invoiceCustomers(ctx),
    q.phonesWithProfile(ctx, phones),
  ]);
  const fromOrders = await customersFromOrders(ctx, currency, {
    search: '',
    sort: 'recent',
    limit: phones.length,
    offset: 0,
    only: phones,
  });
  return new Set([...profiled, ...invoiced.map((i) => i.phone), ...fromOrders.items.map((c) => c.phone)]);
}

export async function importContacts(ctx: StoreScope, file: ContactsImport): Promise<ContactsImportResult> {
  const { format, contacts } = read(file.content);
  if (contacts.length > CONTACTS_FILE_MAX_CONTACTS) {
    throw fail('CONTACTS_FILE_UNREADABLE', {
      reason: `This file holds ${contacts.length.toLocaleString('en-NG')} contacts; import at most ${CONTACTS_FILE_MAX_CONTACTS.toLocaleString('en-NG')} at a time.`,
    });
  }
  const details: Detail[] = [];
  let merged = 0;
  let skipped = 0;
  const note = (c: FileContact, outcome: Detail['outcome'], reason: Detail['reason'], phone: string) => {
    if (outcome === 'merged') merged++;
    else skipped++;
    if (details.length < MAX_DETAILS) details.push({ entry: c.entry, name: c.name, phone, outcome, reason });
  };

  // Within the file: the first contact with a number keeps it; a later one is merged into it.
  const firstByPhone = new Map<
    string,
    { phone: string; name: string; email: string; contact: FileContact }
  >();
  for (const contact of contacts) {
    if (contact.phones.length === 0) {
      note(contact, 'skipped', 'no_phone', '');
      continue;
    }
    const phone = contact.phones.map(normalisePhone).find((p) => p !== null);
    if (!phone) {
      note(contact, 'skipped', 'invalid_phone', contact.phones[0]!.slice(0, 40));
      continue;
    }
    const first = firstByPhone.get(phone);
    if (first) {
      // What the first one lacked, a later line of the same person may give.
      first.name ||= contact.name.slice(0, 200);
      first.email ||= emailOf(contact.email);
      note(contact, 'merged', 'duplicate_in_file', phone);
      continue;
    }
    firstByPhone.set(phone, {
      phone,
      name: contact.name.slice(0, 200),
      email: emailOf(contact.email),
      contact,
    });
  }

  const imported = await inTransaction(ctx, async (tx) => {
    const existing = await existingCustomers(tx, [...firstByPhone.keys()]);
    const fresh: q.ImportedContactRow[] = [];
    for (const entry of firstByPhone.values()) {
      if (existing.has(entry.phone)) note(entry.contact, 'merged', 'existing_customer', entry.phone);
      else fresh.push({ phone: entry.phone, name: entry.name, email: entry.email });
    }
    const now = new Date();
    let added = 0;
    for (let i = 0; i < fresh.length; i += INSERT_BATCH) {
      added += (await q.insertImportedContacts(tx, fresh.slice(i, i + INSERT_BATCH), now)).length;
    }
    // A number that became a customer between the check and the insert (a checkout) is merged too.
    merged += fresh.length - added;
    return added;
  });
  details.sort((a, b) => a.entry - b.entry);
  return { format, imported, merged, skipped, details };
}
