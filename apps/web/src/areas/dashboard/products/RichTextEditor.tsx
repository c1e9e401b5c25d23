import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useT } from './i18n';

export interface DescriptionEditorProps {
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  labelledBy: string;
}

/**
 * The description editor. Only what the server's sanitiser keeps is offered (paragraphs, bold, italics,
 * underline, headings 2–3, lists, quotes, links), so what the merchant sees is what the storefront shows.
 * Loaded lazily: Tiptap and ProseMirror are most of this chunk's weight.
 */
export default function DescriptionEditor({ value, onChange, invalid, labelledBy }: DescriptionEditorProps) {
  const t = useT();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, protocols: ['mailto', 'tel'], defaultProtocol: 'https' }),
    ],
    content: value,
    editorProps: {
      attributes: { 'aria-labelledby': labelledBy, 'aria-multiline': 'true', role: 'textbox' },
    },
    // An empty document is "<p></p>" to Tiptap; the product stores no description instead.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A reset of the form (after saving, or switching product) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextEditor
      editor={editor}
      labels={{
        boldControlLabel: t('products.editorTools.bold'),
        italicControlLabel: t('products.editorTools.italic'),
        underlineControlLabel: t('products.editorTools.underline'),
        h2ControlLabel: t('products.editorTools.h2'),
        h3ControlLabel: t('products.editorTools.h3'),
        bulletListControlLabel: t('products.editorTools.bulletList'),
        orderedListControlLabel: t('products.editorTools.orderedList'),
        blockquoteControlLabel: t('products.editorTools.blockquote'),
        linkControlLabel: t('products.editorTools.link'),
        unlinkControlLabel: t('products.editorTools.unlink'),
        linkEditorInputLabel: t('products.editorTools.linkUrl'),
        linkEditorInputPlaceholder: t('products.editorTools.linkPlaceholder'),
        linkEditorSave: t('products.editorTools.linkSave'),
        linkEditorExternalLink: t('products.editorTools.newTab'),
        linkEditorInternalLink: t('products.editorTools.sameTab'),
      }}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={140} />
    </RichTextEditor>
  );
}
