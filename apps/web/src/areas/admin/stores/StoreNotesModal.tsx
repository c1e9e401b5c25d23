import type { AdminStore } from '@kasuwa/contracts';
import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/datetime';
import { useAddStoreNote, useStoreNotes } from '../api';

/** A store's internal notes, oldest first, and a box to add one (needs only view_stores). */
export function StoreNotesModal({ store, onClose }: { store: AdminStore; onClose: () => void }) {
  const notes = useStoreNotes(store.id);
  const add = useAddStoreNote(store.id);
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write a note first.');
      return;
    }
    try {
      await add.mutateAsync(text.trim());
      setText('');
      notifications.show({ color: 'kasuwa', message: 'Note added.' });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The note could not be saved.');
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Notes on ${store.subDomain}`} size={600} centered>
      <Stack gap="sm">
        {notes.isPending ? (
          <Text c="dimmed">Loading notes…</Text>
        ) : notes.data && notes.data.length > 0 ? (
          <Stack
            gap="xs"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Notes"
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
          <Text c="dimmed">No notes yet.</Text>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label="New note"
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
                Close
              </Button>
              <Button type="submit" loading={add.isPending}>
                Add Note
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
