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

/** Export every product as CSV (one row per variant) and import a CSV back, creating or updating by handle. */
export function CsvActions() {
  const { storeId, store } = useCurrentStore();
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
      notifications.show({ color: 'red', title: 'Export failed', message: errorMessage(error) });
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
        Export CSV
      </Button>
      <Button variant="default" leftSection={<IconUpload size={16} />} onClick={open}>
        Import CSV
      </Button>
      <Modal opened={opened} onClose={closeModal} title="Import products from CSV" centered>
        <Stack>
          <Text size="sm" c="dimmed">
            Use the columns of an exported file. Rows with an existing handle update that product; new handles
            create products.
          </Text>
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
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
          {importer.isError && <QueryError error={importer.error} title="Import failed" />}
          {result && (
            <Alert
              color={result.errors.length ? 'orange' : 'green'}
              icon={<IconCheck size={18} />}
              title={`${result.created} created, ${result.updated} updated`}
            >
              {result.errors.length > 0 && (
                <List size="sm">
                  {result.errors.slice(0, 20).map((e) => (
                    <List.Item key={`${e.line}-${e.message}`}>
                      Line {e.line}: {e.message}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={closeModal}>
              {result ? 'Done' : 'Cancel'}
            </Button>
            <Button
              disabled={!file}
              loading={importer.isPending}
              onClick={() => file && importer.mutate(file, { onSuccess: setResult })}
            >
              Import
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
