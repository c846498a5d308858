// A textarea that grows with its text, by CSS (field-sizing: content) where the browser has it,
// and elsewhere stays its least rows tall and scrolls. Mantine's autosize measures a hidden copy
// with getComputedStyle as it mounts: in the checkout's first commit that forced a style and
// layout of the whole page, about 80 ms of a slow phone's main thread.
import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

interface GrowingTextareaProps extends Omit<
  TextareaProps,
  'autosize' | 'minRows' | 'maxRows' | 'classNames' | 'styles'
> {
  leastRows: number;
  mostRows: number;
}

export function GrowingTextarea({ leastRows, mostRows, ...props }: GrowingTextareaProps) {
  const rows = { '--least-rows': leastRows, '--most-rows': mostRows } as CSSProperties;
  return (
    <Textarea
      rows={leastRows}
      classNames={{ input: classes.input }}
      styles={{ input: rows }}
      {...props}
    />
  );
}
