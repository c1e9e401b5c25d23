import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEyeOff, IconWorldUpload } from '@tabler/icons-react';

/**
 * Above a draft product's form: it says plainly that customers cannot see the product, with the one
 * button that shows it to them. A draft saved and forgotten left a shared store saying "New products
 * are on their way" (issue 32).
 */
export function PublishNotice({ onPublish, publishing }: { onPublish: () => void; publishing: boolean }) {
  return (
    <Alert
      color="yellow"
      icon={<IconEyeOff size={18} />}
      title="Customers cannot see this product yet"
      mb="md"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">It is a draft. Publish it to show it on your store.</Text>
        <Button
          size="sm"
          leftSection={<IconWorldUpload size={16} />}
          loading={publishing}
          onClick={onPublish}
        >
          Publish
        </Button>
      </Group>
    </Alert>
  );
}
