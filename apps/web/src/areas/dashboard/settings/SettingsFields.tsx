import { Box, Button, FileButton, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { errorMessage } from '../api/http';
import { useUploadStoreImage } from '../api/stores';
import { useT } from './i18n';

/** A miniature of each storefront theme, drawn from its own palette and type. */
export const THEMES = [
  {
    id: 1,
    name: 'Soko',
    note: 'settings.theme.soko',
    bg: '#f6f5f1',
    ink: '#1b1b1b',
    font: 'system-ui, sans-serif',
    radius: 10,
    dark: false,
  },
  {
    id: 2,
    name: 'Adire',
    note: 'settings.theme.adire',
    bg: '#ffffff',
    ink: '#222222',
    font: 'Georgia, serif',
    radius: 0,
    dark: false,
  },
  {
    id: 3,
    name: 'Eko Night',
    note: 'settings.theme.eko',
    bg: '#0d0f14',
    ink: '#eef0f4',
    font: 'ui-rounded, system-ui, sans-serif',
    radius: 12,
    dark: true,
  },
] as const;

export function ThemePreview({
  theme,
  primary,
  accent,
}: {
  theme: (typeof THEMES)[number];
  primary: string;
  accent: string;
}) {
  const t = useT();
  return (
    <Box
      bg={theme.bg}
      p={8}
      style={{ borderRadius: 6, fontFamily: theme.font, border: '1px solid var(--mantine-color-gray-3)' }}
      aria-hidden
    >
      <Box h={14} bg={theme.dark ? '#161a22' : primary} mb={6} style={{ borderRadius: theme.radius / 3 }} />
      <Text fz={11} fw={700} c={theme.ink} ff={theme.font} mb={4} fs={theme.id === 2 ? 'italic' : undefined}>
        {t('settings.preview.store')}
      </Text>
      <SimpleGrid cols={3} spacing={4}>
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            bg={theme.dark ? '#161a22' : '#ffffff'}
            p={3}
            style={{ borderRadius: theme.radius / 2, border: theme.dark ? 'none' : '1px solid #eee' }}
          >
            <Box
              h={18}
              bg={i === 1 ? accent : theme.dark ? '#2c3140' : '#e9ecef'}
              style={{ borderRadius: theme.radius / 3 }}
            />
            <Box h={3} mt={3} w="70%" bg={theme.dark ? accent : primary} />
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function ImageSetting({
  kind,
  label,
  hint,
  url,
  storeId,
}: {
  kind: 'logo' | 'banner';
  label: string;
  hint: string;
  url: string | null;
  storeId: number;
}) {
  const upload = useUploadStoreImage(storeId);
  const t = useT();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Box
        h={kind === 'logo' ? 96 : 120}
        w={kind === 'logo' ? 96 : '100%'}
        bg="gray.1"
        style={{ borderRadius: 8, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
      >
        {url ? (
          <Image
            src={url}
            alt={t('settings.image.current', { kind })}
            h="100%"
            w="100%"
            fit={kind === 'logo' ? 'contain' : 'cover'}
          />
        ) : (
          <IconPhoto size={28} color="var(--mantine-color-gray-5)" />
        )}
      </Box>
      <FileButton
        accept="image/png,image/jpeg,image/webp,image/svg+xml"
        onChange={(file) =>
          file &&
          upload.mutate(
            { kind, file },
            {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  title: t('settings.image.updated', { kind }),
                  message: t('settings.image.updatedText'),
                }),
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  title: t('settings.image.failed', { kind }),
                  message: errorMessage(error),
                }),
            },
          )
        }
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            leftSection={<IconUpload size={14} />}
            loading={upload.isPending}
            w="fit-content"
          >
            {t(url ? 'settings.image.replace' : 'settings.image.upload', { kind })}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
