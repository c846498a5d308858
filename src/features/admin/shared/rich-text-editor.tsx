// The rich text editor of the admin screens (Mantine's tiptap UI), in its own chunk: the
// screens import RichTextField, which loads this only when a rich text field is shown. The
// toolbar offers what the server's sanitizer keeps: headings 2–4, marks, lists, quotes, links.
// The account's About text (account/about-editor.tsx, itself loaded on demand) uses it too,
// with the compact toolbar.
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';

export interface RichTextProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  description?: React.ReactNode;
  minHeight?: number;
  /** Leave out the horizontal rule and the undo/redo buttons. */
  compact?: boolean;
  /** Create the editor during the first render rather than after it. */
  immediatelyRender?: boolean;
}

export function RichTextEditorField({
  label,
  value,
  onChange,
  error,
  description,
  minHeight = 160,
  compact = false,
  immediatelyRender = false,
}: RichTextProps) {
  const labelId = useId();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }), Link],
    content: value,
    immediatelyRender,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => latest.current(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (a reset, another page loaded) replaces the editor's content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      error={error}
      description={description}
    >
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            {!compact && <RichTextEditor.Hr />}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          {!compact && (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          )}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
