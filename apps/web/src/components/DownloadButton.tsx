import { Button, type ButtonProps, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { translate } from '../i18n/i18n';

/**
 * A button that fetches a file (CSV, PDF) and hands it to the browser, busy while it loads and with
 * the server's message under it when it fails: the dashboard's reports, the back office's export and
 * the plan invoices share it.
 */
export function DownloadButton({
  download,
  children,
  label,
  disabled,
  size,
  variant = 'default',
}: {
  download: () => Promise<void>;
  children: ReactNode;
  /** The accessible name when the visible text alone is too short ("PDF"). */
  label?: string;
  disabled?: boolean;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant={variant}
        size={size}
        leftSection={<IconDownload size={size === 'compact-xs' ? 14 : 16} />}
        disabled={disabled}
        loading={busy}
        aria-label={label}
        onClick={async () => {
          setBusy(true);
          setError(undefined);
          try {
            await download();
          } catch (e) {
            setError(e instanceof Error ? e.message : translate('common.downloadFailed'));
          } finally {
            setBusy(false);
          }
        }}
      >
        {children}
      </Button>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
