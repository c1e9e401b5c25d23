import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** A search box that asks the server only once typing pauses. */
export function SearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  const [text, setText] = useState(value);
  // Follow the address (back, a cleared filter), but not the trimming of what is being typed.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  const send = useDebouncedCallback((next: string) => onChange(next.trim()), 300);
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={100}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      style={{ flex: 1, minWidth: 220 }}
    />
  );
}
