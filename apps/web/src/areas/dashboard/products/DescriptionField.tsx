import { ActionIcon, Group, Input, Textarea, Tooltip } from '@mantine/core';
import { IconBold, IconH3, IconItalic, IconLink, IconList } from '@tabler/icons-react';
import { useRef } from 'react';

interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * Rich-text-lite: a textarea whose toolbar wraps the selection in the few HTML tags the server keeps
 * (it sanitises on save, so whatever is typed here is safe on the storefront).
 */
export function DescriptionField({ value, onChange, error }: DescriptionFieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null);

  const wrap = (before: string, after: string, placeholder: string) => {
    const area = ref.current;
    if (!area) return;
    const { selectionStart: start, selectionEnd: end } = area;
    const selected = value.slice(start, end) || placeholder;
    const next = `${value.slice(0, start)}${before}${selected}${after}${value.slice(end)}`;
    onChange(next);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(start + before.length, start + before.length + selected.length);
    });
  };

  const list = () => {
    const area = ref.current;
    if (!area) return;
    const { selectionStart: start, selectionEnd: end } = area;
    const lines = (value.slice(start, end) || 'First point\nSecond point').split('\n').filter(Boolean);
    const html = `<ul>\n${lines.map((l) => `  <li>${l}</li>`).join('\n')}\n</ul>`;
    onChange(`${value.slice(0, start)}${html}${value.slice(end)}`);
  };

  const tools = [
    { label: 'Bold', icon: IconBold, run: () => wrap('<strong>', '</strong>', 'bold text') },
    { label: 'Italic', icon: IconItalic, run: () => wrap('<em>', '</em>', 'italic text') },
    { label: 'Heading', icon: IconH3, run: () => wrap('<h3>', '</h3>', 'Heading') },
    { label: 'Bulleted list', icon: IconList, run: list },
    {
      label: 'Link',
      icon: IconLink,
      run: () => {
        const href = window.prompt('Link address (https://…)', 'https://');
        if (href && /^https?:\/\//i.test(href))
          wrap(`<a href="${href.replace(/"/g, '')}">`, '</a>', 'link text');
      },
    },
  ];

  return (
    <Input.Wrapper
      label="Description"
      description="Select text and use the buttons for bold, italics, headings, lists and links."
      error={error}
    >
      <Group gap={4} mt={6} mb={4}>
        {tools.map((t) => (
          <Tooltip key={t.label} label={t.label} openDelay={300}>
            <ActionIcon variant="default" size="md" aria-label={t.label} onClick={t.run}>
              <t.icon size={16} />
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
      <Textarea
        ref={ref}
        aria-label="Description"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        autosize
        minRows={5}
        maxRows={16}
        styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }}
        error={Boolean(error)}
      />
    </Input.Wrapper>
  );
}
