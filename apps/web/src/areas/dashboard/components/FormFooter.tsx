import { Button, Group, Text } from '@mantine/core';

/** The end of a dialog's form: why the last save failed, then Cancel and the submit button. */
export function FormFooter({
  failure,
  onCancel,
  saving,
  submitLabel,
  cancelLabel = 'Cancel',
}: {
  failure: string | undefined;
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
  /** The Cancel button's word in the screen's language. */
  cancelLabel?: string;
}) {
  return (
    <>
      {failure && (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
