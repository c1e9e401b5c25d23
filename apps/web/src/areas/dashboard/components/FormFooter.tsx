import { Button, Group, Text } from '@mantine/core';
import { useT } from './i18n';

/** The end of a dialog's form: why the last save failed, then Cancel and the submit button. */
export function FormFooter({
  failure,
  onCancel,
  saving,
  submitLabel,
  cancelLabel,
}: {
  failure: string | undefined;
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
  /** Another word than the catalogue's Cancel, when the screen needs one. */
  cancelLabel?: string;
}) {
  const t = useT();
  return (
    <>
      {failure && (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? t('dashboard.form.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
