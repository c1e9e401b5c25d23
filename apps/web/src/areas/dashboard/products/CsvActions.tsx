import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '../../../components/list';
import { errorMessage, vendorDownload } from '../api/http';
import { storePath } from '../api/keys';
import { type ImportResult, useImportProducts } from '../api/products';
import { useCurrentStore } from '../store-context';
import { useT } from './i18n';

/** Export every product as CSV (one row per variant) and import a CSV back, creating or updating by handle. */
export function CsvActions() {
  const { storeId, store } = useCurrentStore();
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const [opened, { open, close }] = useDisclosure(false);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult>();
  const importer = useImportProducts(storeId);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await vendorDownload(`${storePath(storeId)}/products/export.csv`, `${store.subdomain}-products.csv`);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('products.csv.exportFailed'),
        message: errorMessage(error),
      });
    } finally {
      setExporting(false);
    }
  };

  const closeModal = () => {
    close();
    setFile(null);
    setResult(undefined);
    importer.reset();
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={exporting}
        onClick={exportCsv}
      >
        {t('products.csv.export')}
      </Button>
      <Button variant="default" leftSection={<IconUpload size={16} />} onClick={open}>
        {t('products.csv.import')}
      </Button>
      <Modal opened={opened} onClose={closeModal} title={t('products.csv.title')} centered>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('products.csv.intro')}
          </Text>
          <FileInput
            label={t('products.csv.file')}
            placeholder={t('products.csv.choose')}
            accept=".csv,text/csv"
            leftSection={<IconFileSpreadsheet size={16} />}
            value={file}
            onChange={(f) => {
              setFile(f);
              setResult(undefined);
              importer.reset();
            }}
            clearable
          />
          {importer.isError && <QueryError error={importer.error} title={t('products.csv.importFailed')} />}
          {result && (
            <Alert
              color={result.errors.length ? 'orange' : 'green'}
              icon={<IconCheck size={18} />}
              title={t('products.csv.result', { created: result.created, updated: result.updated })}
            >
              {result.errors.length > 0 && (
                <List size="sm">
                  {result.errors.slice(0, 20).map((e) => (
                    <List.Item key={`${e.line}-${e.message}`}>
                      {t('products.csv.line', { line: e.line, message: e.message })}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={closeModal}>
              {result ? t('products.csv.done') : t('products.csv.cancel')}
            </Button>
            <Button
              disabled={!file}
              loading={importer.isPending}
              onClick={() => file && importer.mutate(file, { onSuccess: setResult })}
            >
              {t('products.csv.importAction')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
