// A rich text input that loads the editor (tiptap, about 150 kB) only when first shown.
import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextProps } from './rich-text-editor';

const Editor = lazy(() =>
  import('./rich-text-editor').then((m) => ({ default: m.RichTextEditorField })),
);

export function RichTextField(props: RichTextProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} description={props.description}>
          <Skeleton h={(props.minHeight ?? 160) + 40} />
        </Input.Wrapper>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
