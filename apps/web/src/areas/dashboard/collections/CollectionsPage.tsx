import { zodResolver } from '@hookform/resolvers/zod';
import { type Collection, collectionInputSchema } from '@kasuwa/contracts';
import { Anchor, Button, Card, Group, Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTags, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { DeleteConfirm, EmptyState, ListTable, PageHeader, RowAction } from '../../../components/list';
import { ApiError, fieldErrors } from '../../../lib/api';
import { errorMessage } from '../api/http';
import { useCollections, useDeleteCollection, useSaveCollection } from '../api/products';
import { useTableMinWidth } from '../components/usePhone';
import { useCurrentStore } from '../store-context';
import { type translate, useT } from './i18n';

/**
 * The contract's collection fields with messages in the reader's language (the contract's are English);
 * the web address keeps the contract's rule, which the server checks again.
 */
function collectionFormSchema(t: typeof translate) {
  const tooLong = (max: number) => t('collections.form.tooLong', { max });
  return collectionInputSchema.extend({
    title: z.string().trim().min(1, t('collections.form.titleRequired')).max(120, tooLong(120)),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, t('collections.form.addressInvalid'))
      .max(120, tooLong(120))
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, t('collections.form.addressInvalid'))
      .optional(),
    description: z.string().trim().max(2000, tooLong(2000)).default(''),
  });
}

type Input = z.input<ReturnType<typeof collectionFormSchema>>;
type Output = z.output<ReturnType<typeof collectionFormSchema>>;

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
  const t = useT();
  const schema = useMemo(() => collectionFormSchema(t), [t]);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
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
        title: collection ? t('collections.form.saved') : t('collections.form.created'),
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
          label={t('collections.form.title')}
          placeholder={t('collections.form.titlePlaceholder')}
          required
          {...form.register('title')}
          error={form.formState.errors.title?.message}
        />
        {collection && (
          <TextInput
            label={t('collections.form.address')}
            description={t('collections.form.addressHint')}
            {...form.register('slug')}
            error={form.formState.errors.slug?.message}
          />
        )}
        <Textarea
          label={t('collections.form.description')}
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
            {t('collections.form.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {collection ? t('collections.form.save') : t('collections.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CollectionsPage() {
  const minWidth = useTableMinWidth(560);
  const { storeId } = useCurrentStore();
  const t = useT();
  const collections = useCollections(storeId);
  const remove = useDeleteCollection(storeId);
  const [editing, setEditing] = useState<Collection | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Collection>();

  return (
    <>
      <PageHeader
        title={t('nav.collections')}
        description={t('collections.list.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            {t('collections.list.new')}
          </Button>
        }
      />
      <Card withBorder radius="md" padding={0}>
        <ListTable
          label={t('nav.collections')}
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
              title={t('collections.list.none')}
              message={t('collections.list.noneText')}
              action={
                <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
                  {t('collections.list.new')}
                </Button>
              }
            />
          }
          head={
            <>
              <Table.Th>{t('collections.list.col.collection')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('collections.list.col.address')}</Table.Th>
              <Table.Th ta="right">{t('collections.list.col.products')}</Table.Th>
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
                {/* The list kit's RowActions speaks English; its RowAction takes the words from here. */}
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <RowAction
                    label={t('collections.list.edit', { name: c.title })}
                    onClick={() => setEditing(c)}
                  >
                    <IconPencil size={18} />
                  </RowAction>
                  <RowAction
                    label={t('collections.list.delete', { name: c.title })}
                    color="red"
                    onClick={() => setDeleting(c)}
                  >
                    <IconTrash size={18} />
                  </RowAction>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Card>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('collections.form.editTitle') : t('collections.list.new')}
        centered
      >
        {editing !== undefined && (
          <CollectionModal storeId={storeId} collection={editing} onClose={() => setEditing(undefined)} />
        )}
      </Modal>
      <DeleteConfirm
        cancelLabel={t('collections.list.keep')}
        failTitle={t('collections.list.deleteFailed')}
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={t('collections.list.deleteTitle')}
        message={t('collections.list.deleteText', { name: deleting?.title ?? '' })}
        confirmLabel={t('collections.list.deleteAction')}
      />
    </>
  );
}
