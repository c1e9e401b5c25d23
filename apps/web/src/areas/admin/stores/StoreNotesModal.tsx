import type { AdminStore } from '@kasuwa/contracts';
import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/datetime';
import { useAddStoreNote, useStoreNotes } from '../api';
import { useT } from '../i18n';

/** A store's internal notes, oldest first, and a box to add one (needs only view_stores). */
export function StoreNotesModal({ store, onClose }: { store: AdminStore; onClose: () => void }) {
  const t = useT();
  const notes = useStoreNotes(store.id);
  const add = useAddStoreNote(store.id);
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('admin.notes.empty'));
      return;
    }
    try {
      await add.mutateAsync(text.trim());
      setText('');
      notifications.show({ color: 'kasuwa', message: t('admin.notes.added') });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('admin.notes.failed'));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.notes.title', { store: store.subDomain })}
      size={600}
      centered
    >
      <Stack gap="sm">
        {notes.isPending ? (
          <Text c="dimmed">{t('admin.notes.loading')}</Text>
        ) : notes.data && notes.data.length > 0 ? (
          <Stack
            gap="xs"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('admin.col.notes')}
          >
            {notes.data.map((note) => (
              <Paper key={note.id} withBorder p="sm" radius="sm" component="li">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.note}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {note.admin_name} · {formatDateTime(note.created_at)}
                </Text>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('admin.notes.none')}</Text>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t('admin.notes.new')}
              autosize
              minRows={2}
              maxLength={2000}
              value={text}
              error={error}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setError('');
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('admin.common.close')}
              </Button>
              <Button type="submit" loading={add.isPending}>
                {t('admin.notes.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
