import type { Product } from '@kasuwa/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  FileButton,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { errorMessage } from '../api/http';
import { useDeleteImage, useUploadImage } from '../api/products';
import { useT } from './i18n';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

function Tile({
  src,
  alt,
  label,
  onDelete,
  busy,
}: {
  src: string;
  alt: string;
  label?: string;
  onDelete: () => void;
  busy?: boolean;
}) {
  const t = useT();
  return (
    <Card withBorder padding={0} radius="md" pos="relative" style={{ overflow: 'hidden' }}>
      <Image src={src} alt={alt} h={120} fit="cover" />
      {label && (
        <Badge pos="absolute" top={6} left={6} size="xs" variant="filled" color="dark">
          {label}
        </Badge>
      )}
      <Tooltip label={t('products.images.remove')}>
        <ActionIcon
          pos="absolute"
          top={6}
          right={6}
          color="red"
          variant="white"
          aria-label={alt ? t('products.images.removeNamed', { name: alt }) : t('products.images.remove')}
          loading={busy}
          onClick={onDelete}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Card>
  );
}

interface ProductImagesProps {
  storeId: number;
  product?: Product;
  /** Chosen before the product exists; uploaded right after it is created. */
  pending: File[];
  onPendingChange: (files: File[]) => void;
}

/** Upload with previews and delete; the server makes WebP renditions at 320, 640 and 1280 px. */
export function ProductImages({ storeId, product, pending, onPendingChange }: ProductImagesProps) {
  const t = useT();
  const upload = useUploadImage(storeId);
  const remove = useDeleteImage(storeId);
  const previews = useMemo(() => pending.map((f) => ({ file: f, url: URL.createObjectURL(f) })), [pending]);
  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );

  const add = async (files: File[]) => {
    if (!product) {
      onPendingChange([...pending, ...files]);
      return;
    }
    for (const file of files) {
      try {
        await upload.mutateAsync({ productId: product.id, file, alt: product.title });
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t('products.form.uploadFailed', { file: file.name }),
          message: errorMessage(error),
        });
      }
    }
  };

  const images = product?.images ?? [];
  const empty = images.length === 0 && previews.length === 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('products.images.title')}
        </Title>
        {empty ? (
          <Text size="sm" c="dimmed">
            {t('products.images.empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            {images.map((image, i) => (
              <Tile
                key={image.id}
                src={image.urls['640'] ?? image.urls['320'] ?? Object.values(image.urls)[0] ?? ''}
                alt={image.alt}
                label={i === 0 ? t('products.images.main') : undefined}
                busy={remove.isPending && remove.variables?.imageId === image.id}
                onDelete={() =>
                  product &&
                  remove.mutate(
                    { productId: product.id, imageId: image.id },
                    {
                      onError: (error) =>
                        notifications.show({
                          color: 'red',
                          title: t('products.images.removeFailed'),
                          message: errorMessage(error),
                        }),
                    },
                  )
                }
              />
            ))}
            {previews.map((p, i) => (
              <Tile
                key={p.url}
                src={p.url}
                alt={p.file.name}
                label={
                  i === 0 && images.length === 0
                    ? t('products.images.mainPending')
                    : t('products.images.pending')
                }
                onDelete={() => onPendingChange(pending.filter((f) => f !== p.file))}
              />
            ))}
          </SimpleGrid>
        )}
        <FileButton onChange={add} accept={ACCEPT} multiple>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoPlus size={18} />}
              loading={upload.isPending}
              aria-label={t('products.images.add')}
            >
              {t('products.images.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {product ? t('products.images.types') : t('products.images.typesNew')}
        </Text>
      </Stack>
    </Card>
  );
}
