import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { apiError, json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { ContactsImportButton } from './ContactsImport';

beforeEach(() => setVendorSession(vendorSession('t1')));

const vcf = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ngozi\r\nTEL;type=CELL:0809 555 0401\r\nEND:VCARD\r\n';

describe('Import contacts', () => {
  it('sends the file as text and shows what was imported, merged and skipped, with why', async () => {
    const sent = serveFetch((request) =>
      request.path === '/api/vendor/stores/12/customers/import'
        ? json(200, {
            format: 'vcard',
            imported: 1,
            merged: 1,
            skipped: 1,
            details: [
              {
                entry: 2,
                name: 'Ada',
                phone: '+2348031110001',
                outcome: 'merged',
                reason: 'existing_customer',
              },
              { entry: 3, name: 'Nobody', phone: '', outcome: 'skipped', reason: 'no_phone' },
            ],
          })
        : json(404, {}),
    );
    const { user } = renderDashboardPage(<ContactsImportButton storeId={12} />, '/dashboard/customers');
    await user.click(screen.getByRole('button', { name: 'Import contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import contacts' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([vcf], 'contacts.vcf', { type: 'text/vcard' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const result = await within(dialog).findByTestId('import-result');
    expect(result).toHaveTextContent('1 new customer added, 1 contact merged, 1 contact skipped.');
    expect(result).toHaveTextContent('Merged Ada (+234 803 111 0001): already a customer, kept as is');
    expect(result).toHaveTextContent('Skipped Nobody: no phone number');
    const request = sent.find((r) => r.path.endsWith('/customers/import'));
    expect(request?.body).toEqual({ fileName: 'contacts.vcf', content: vcf });
  });

  it('shows the server’s reason when the file cannot be read', async () => {
    serveFetch(() =>
      apiError(422, 'CONTACTS_FILE_UNREADABLE', 'No phone number column was found. Name one column "phone".'),
    );
    const { user } = renderDashboardPage(<ContactsImportButton storeId={12} />, '/dashboard/customers');
    await user.click(screen.getByRole('button', { name: 'Import contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import contacts' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['name,city\nAda,Lagos\n'], 'c.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(/No phone number column was found/)).toBeInTheDocument();
  });
});
