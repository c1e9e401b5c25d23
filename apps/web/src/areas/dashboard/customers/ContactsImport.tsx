import { CONTACTS_FILE_MAX_CHARS, type ContactsImportResult, displayPhone } from '@kasuwa/contracts';
import { Alert, Button, FileInput, List, Modal, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useImportContacts } from '../api/customers';
import { errorMessage } from '../api/http';
import { type translate, useT } from './i18n';

const REASONS: Record<ContactsImportResult['details'][number]['reason'], Parameters<typeof translate>[0]> = {
  existing_customer: 'customers.import.reason.existing',
  duplicate_in_file: 'customers.import.reason.duplicate',
  no_phone: 'customers.import.reason.noPhone',
  invalid_phone: 'customers.import.reason.invalidPhone',
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

function Result({ result }: { result: ContactsImportResult }) {
  const t = useT();
  return (
    <Stack gap="xs" data-testid="import-result">
      <Alert color="green" title={t('customers.import.title')}>
        {t('customers.import.summary', {
          imported: result.imported,
          merged: result.merged,
          skipped: result.skipped,
        })}
      </Alert>
      {result.details.length > 0 && (
        <List size="sm" spacing={2}>
          {result.details.map((d) => {
            const who = `${d.name || t('customers.import.contact', { entry: d.entry })}${
              d.phone ? ` (${d.phone.startsWith('+') ? displayPhone(d.phone) : d.phone})` : ''
            }`;
            const values = { name: who, reason: t(REASONS[d.reason]) };
            return (
              <List.Item key={`${d.entry}-${d.reason}`}>
                {d.outcome === 'merged'
                  ? t('customers.import.merged', values)
                  : t('customers.import.skipped', values)}
              </List.Item>
            );
          })}
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
  const t = useT();

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
      setProblem(t('customers.import.readFailed'));
      return;
    }
    if (content.length > CONTACTS_FILE_MAX_CHARS) {
      setProblem(t('customers.import.tooLarge'));
      return;
    }
    run.mutate({ fileName: file.name, content });
  }

  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpened(true)}>
        {t('customers.import.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('customers.import.button')}>
        <Stack gap="sm">
          {run.data ? (
            <>
              <Result result={run.data} />
              <Button onClick={close}>{t('customers.import.done')}</Button>
            </>
          ) : (
            <>
              <Text size="sm">{t('customers.import.intro')}</Text>
              <FileInput
                label={t('customers.import.file')}
                placeholder={t('customers.import.choose')}
                accept=".csv,.vcf,text/csv,text/vcard,text/x-vcard"
                value={file}
                onChange={setFile}
                clearable
                data-testid="contacts-file"
              />
              {(problem || run.isError) && <Alert color="red">{problem ?? errorMessage(run.error)}</Alert>}
              <Button onClick={submit} disabled={!file} loading={run.isPending}>
                {t('customers.import.action')}
              </Button>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
