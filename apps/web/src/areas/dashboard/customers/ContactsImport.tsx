import { CONTACTS_FILE_MAX_CHARS, type ContactsImportResult, displayPhone } from '@kasuwa/contracts';
import { Alert, Button, FileInput, List, Modal, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useImportContacts } from '../api/customers';
import { errorMessage } from '../api/http';

const REASONS: Record<ContactsImportResult['details'][number]['reason'], string> = {
  existing_customer: 'already a customer, kept as is',
  duplicate_in_file: 'same number as an earlier contact in the file',
  no_phone: 'no phone number',
  invalid_phone: 'not a valid phone number',
};

/** The file as UTF-8 text (FileReader: every browser the dashboard supports has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-NG')} ${n === 1 ? one : many}`;

function Result({ result }: { result: ContactsImportResult }) {
  return (
    <Stack gap="xs" data-testid="import-result">
      <Alert color="green" title="Contacts imported">
        {plural(result.imported, 'new customer', 'new customers')} added,{' '}
        {plural(result.merged, 'contact', 'contacts')} merged, {plural(result.skipped, 'contact', 'contacts')}{' '}
        skipped. Imported contacts get no marketing messages until they agree at a checkout.
      </Alert>
      {result.details.length > 0 && (
        <List size="sm" spacing={2}>
          {result.details.map((d) => (
            <List.Item key={`${d.entry}-${d.reason}`}>
              {d.outcome === 'merged' ? 'Merged' : 'Skipped'} {d.name || `contact ${d.entry}`}
              {d.phone ? ` (${d.phone.startsWith('+') ? displayPhone(d.phone) : d.phone})` : ''}:{' '}
              {REASONS[d.reason]}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * "Import contacts": a CSV (name, phone, email; header optional) or the .vcf file a phone exports. The
 * file is read here as text and sent to the server, which reads and de-duplicates it.
 */
export function ContactsImportButton({ storeId }: { storeId: number }) {
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const run = useImportContacts(storeId);

  const close = () => {
    setOpened(false);
    setFile(null);
    setProblem(undefined);
    run.reset();
  };

  async function submit() {
    if (!file) return;
    setProblem(undefined);
    let content: string;
    try {
      content = await readText(file);
    } catch {
      setProblem('This file could not be read. Choose it again.');
      return;
    }
    if (content.length > CONTACTS_FILE_MAX_CHARS) {
      setProblem('The file is too large: at most 3 MB. Export the contacts without photos.');
      return;
    }
    run.mutate({ fileName: file.name, content });
  }

  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpened(true)}>
        Import contacts
      </Button>
      <Modal opened={opened} onClose={close} title="Import contacts">
        <Stack gap="sm">
          {run.data ? (
            <>
              <Result result={run.data} />
              <Button onClick={close}>Done</Button>
            </>
          ) : (
            <>
              <Text size="sm">
                Choose a CSV file with name, phone and e-mail columns, or the contacts file (.vcf) your phone
                exports. Numbers are matched in every Nigerian format, so nobody is added twice.
              </Text>
              <FileInput
                label="Contacts file"
                placeholder="Choose a .csv or .vcf file"
                accept=".csv,.vcf,text/csv,text/vcard,text/x-vcard"
                value={file}
                onChange={setFile}
                clearable
                data-testid="contacts-file"
              />
              {(problem || run.isError) && <Alert color="red">{problem ?? errorMessage(run.error)}</Alert>}
              <Button onClick={submit} disabled={!file} loading={run.isPending}>
                Import
              </Button>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
