// The About text of an artist's account: the admin screens' rich text editor (Mantine's tiptap
// UI) with the compact toolbar. Loaded on demand: customers never see it, so they never
// download the editor. The server sanitizes the HTML; the toolbar offers only what the server
// keeps (headings 2–4, marks, lists, links).
import { RichTextEditorField } from '../admin/shared/rich-text-editor';

export function AboutEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
}) {
  return (
    <RichTextEditorField
      label="About"
      value={value}
      onChange={onChange}
      error={error}
      compact
      immediatelyRender
    />
  );
}
