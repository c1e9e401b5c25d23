import { zodResolver } from '@hookform/resolvers/zod';
import { type Collection, collectionInputSchema } from '@kasuwa/contracts';
import { Anchor, Button, Card, Group, Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DeleteConfirm, EmptyState, ListTable, PageHeader, RowActions } from '../../../components/list';
import { ApiError, fieldErrors } from '../../../lib/api';
import { errorMessage } from '../api/http';
import { useCollections, useDeleteCollection, useSaveCollection } from '../api/products';
import { useTableMinWidth } from '../components/usePhone';
import { useCurrentStore } from '../store-context';

type Input = z.input<typeof collectionInputSchema>;
type Output = z.output<typeof collectionInputSchema>;

function CollectionModal({
  storeId,
  collection,
  onClose,
}: {
  storeId: number;
  collection: Collection | null;
  onClose: () => void;
}) {
  const save = useSaveCollection(storeId);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(collectionInputSchema),
    defaultValues: collection
      ? { title: collection.title, slug: collection.slug, description: collection.description }
      : { title: '', description: '' },
  });
  const [failure, setFailure] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await save.mutateAsync({ id: collection?.id, body: values });
      notifications.show({
        color: 'green',
        title: collection ? 'Collection saved' : 'Collection created',
        message: values.title,
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          if (field === 'title' || field === 'slug' || field === 'description')
            form.setError(field, { message });
        }
      }
      setFailure(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Title"
          placeholder="New arrivals"
          required
          {...form.register('title')}
          error={form.formState.errors.title?.message}
        />
        {collection && (
          <TextInput
            label="Web address"
            description="Part of the collection's link on your storefront"
            {...form.register('slug')}
            error={form.formState.errors.slug?.message}
          />
        )}
        <Textarea
          label="Description"
          autosize
          minRows={3}
          {...form.register('description')}
          error={form.formState.errors.description?.message}
        />
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {collection ? 'Save' : 'Create collection'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CollectionsPage() {
  const minWidth = useTableMinWidth(560);
  const { storeId } = useCurrentStore();
  const collections = useCollections(storeId);
  const remove = useDeleteCollection(storeId);
  const [editing, setEditing] = useState<Collection | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Collection>();

  return (
    <>
      <PageHeader
        title="Collections"
        description="Group products into shelves customers can browse, like “New arrivals” or “Men”."
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            New collection
          </Button>
        }
      />
      <Card withBorder radius="md" padding={0}>
        <ListTable
          label="Collections"
          minWidth={minWidth}
          columns={4}
          rows={4}
          loading={!collections.data}
          count={collections.data?.length}
          error={collections.isError ? collections.error : undefined}
          onRetry={() => collections.refetch()}
          emptyPage={
            <EmptyState
              icon={<IconTags size={30} />}
              title="No collections yet"
              message="Collections show as chips on your storefront so customers find things faster."
              action={
                <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
                  New collection
                </Button>
              }
            />
          }
          head={
            <>
              <Table.Th>Collection</Table.Th>
              <Table.Th visibleFrom="sm">Web address</Table.Th>
              <Table.Th ta="right">Products</Table.Th>
              <Table.Th w={100} />
            </>
          }
        >
          {collections.data?.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {c.title}
                </Text>
                {c.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {c.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" c="dimmed">
                  /collections/{c.slug}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Anchor component={Link} to={`/dashboard/products`} size="sm">
                  {c.productCount}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <RowActions name={c.title} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Card>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? 'Edit collection' : 'New collection'}
        centered
      >
        {editing !== undefined && (
          <CollectionModal storeId={storeId} collection={editing} onClose={() => setEditing(undefined)} />
        )}
      </Modal>
      <DeleteConfirm
        cancelLabel="Keep it"
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title="Delete this collection?"
        message={`“${deleting?.title ?? ''}” is removed; its products stay in your store.`}
        confirmLabel="Delete collection"
      />
    </>
  );
}
