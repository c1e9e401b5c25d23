import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { translate } from '../../app/i18n';
import { readableError } from '../../lib/api';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteConfirmProps<T extends { id: string | number }> {
  /** The row asked about; the question is closed while undefined or null. */
  item: T | undefined | null;
  onClose: () => void;
  /** The delete mutation, called with the row's id. */
  remove: Pick<UseMutationResult<unknown, Error, T['id']>, 'mutate' | 'isPending'>;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The title of the notice when the server refuses. */
  failTitle?: string;
  /** Called once the server deleted the row (a notice, say). */
  onDeleted?: (item: T) => void;
}

/**
 * The question before deleting a list's row: closes once the server deleted it, and on a refusal stays
 * open with a notice saying why, so the user can try again or keep it.
 */
export function DeleteConfirm<T extends { id: string | number }>({
  item,
  onClose,
  remove,
  title,
  message,
  confirmLabel,
  cancelLabel,
  failTitle = translate('app.error.deleteFailed'),
  onDeleted,
}: DeleteConfirmProps<T>) {
  return (
    <ConfirmDialog
      opened={Boolean(item)}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            onDeleted?.(item);
            onClose();
          },
          onError: (error) =>
            notifications.show({ color: 'red', title: failTitle, message: readableError(error) }),
        })
      }
    />
  );
}
