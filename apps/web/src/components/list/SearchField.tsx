import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { translate } from '../../i18n/i18n';

/** A search box that asks the server only once typing pauses, with a button that clears it at once. */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder = label,
  maxLength = 100,
}: {
  value: string;
  onSearch: (value: string) => void;
  /** The accessible name, and the placeholder unless one is given. */
  label: string;
  placeholder?: string;
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  // Follow the address (back, a cleared filter), but not the trimming of what is being typed.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  const send = useDebouncedCallback((next: string) => onSearch(next.trim()), 300);
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={maxLength}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label={translate('list.clearSearch')}
            size="sm"
            onClick={() => {
              send.cancel();
              setText('');
              onSearch('');
            }}
          />
        ) : undefined
      }
      style={{ flex: '1 1 200px', minWidth: 0 }}
    />
  );
}
