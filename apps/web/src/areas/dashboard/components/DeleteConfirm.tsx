import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/http';
import { ConfirmModal } from './ConfirmModal';

interface DeleteConfirmProps<T extends { id: string }> {
  /** The row asked about; the question is closed while undefined. */
  item: T | undefined;
  onClose: () => void;
  /** The delete mutation, called with the row's id. */
  remove: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending'>;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The title of the notice when the server refuses. */
  failTitle?: string;
}

/**
 * The question before deleting a list's row: closes once the server deleted it, and on a refusal stays
 * open with a notice saying why, so the vendor can try again or keep it.
 */
export function DeleteConfirm<T extends { id: string }>({
  item,
  onClose,
  remove,
  title,
  message,
  confirmLabel,
  failTitle = 'Could not delete',
}: DeleteConfirmProps<T>) {
  return (
    <ConfirmModal
      opened={Boolean(item)}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: onClose,
          onError: (error) =>
            notifications.show({ color: 'red', title: failTitle, message: errorMessage(error) }),
        })
      }
    />
  );
}
