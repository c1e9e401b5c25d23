import { Button, Group } from '@mantine/core';

/**
 * One choice among a few, as buttons that wrap on a phone (Mantine's Chip is left out of the app's
 * styles, see app/mantine.css): the chosen one filled and marked pressed for screen readers.
 */
export function ChoiceButtons<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
}) {
  return (
    <Group gap={6} role="group" aria-label={label}>
      {options.map((o) => (
        <Button
          key={o.value}
          size="compact-md"
          radius="xl"
          variant={o.value === value ? 'filled' : 'default'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          fw={500}
        >
          {o.label}
        </Button>
      ))}
    </Group>
  );
}
