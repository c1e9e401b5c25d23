import { Alert, Button, List } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n';
import { ApiError, fieldErrors, readableError } from '../../lib/api';

/** The API's error (`{ error: { code, message, details } }`) in words, with a retry when it may help. */
export function QueryError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const t = useT();
  const fields = error instanceof ApiError ? Object.entries(fieldErrors(error)) : [];
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={title ?? t('common.loadFailed')}
      role="alert"
    >
      {readableError(error)}
      {fields.length > 0 && (
        <List size="sm" mt="xs">
          {fields.map(([field, message]) => (
            <List.Item key={field}>
              {field}: {message}
            </List.Item>
          ))}
        </List>
      )}
      {onRetry && (
        <Button
          mt="sm"
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
        >
          {t('common.tryAgain')}
        </Button>
      )}
    </Alert>
  );
}
