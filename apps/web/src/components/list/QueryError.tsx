import { Alert, Button, List } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { ApiError, fieldErrors, readableError } from '../../lib/api';

/** The API's error (`{ error: { code, message, details } }`) in words, with a retry when it may help. */
export function QueryError({
  error,
  onRetry,
  title = 'Could not load this page',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const fields = error instanceof ApiError ? Object.entries(fieldErrors(error)) : [];
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={title} role="alert">
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
          Try again
        </Button>
      )}
    </Alert>
  );
}
