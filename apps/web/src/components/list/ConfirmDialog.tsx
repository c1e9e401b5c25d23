import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The way out; the dashboard says "Keep it" where the question is about losing something. */
  cancelLabel?: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Fields the question needs (a reason, a choice). */
  children?: ReactNode;
}

/** A question before an action that cannot be undone, with the spec's words for it. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  color = 'red',
  loading,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{message}</Text>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button color={color} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
