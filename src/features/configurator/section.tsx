// The frame every option section shares (a small-caps title, an optional switch or hint, its
// controls) and what each section receives. Sections are memoised on the options they read,
// so typing a width re-renders the size controls, not the whole form; they change the options
// through updaters (apply(o => ...)), so a section skipped by memo never acts on stale ones.
import { Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { ConfigLists } from '../../domain/config-lists';
import type { FieldErrors, PrintOptions } from '../../domain/print-options';
import type { Apply } from './use-configuration';
import classes from './configurator.module.css';

export interface SectionProps {
  options: PrintOptions;
  lists: ConfigLists;
  /** The image's width / height. */
  ratio: number;
  /** Messages to show now, by field. */
  errors: FieldErrors;
  apply: Apply;
}

type Field = keyof FieldErrors;

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * `Component` memoised: it re-renders when the options it `reads`, the errors of its
 * `fields`, or any other prop changes.
 */
export function memoSection<P extends SectionProps>(
  Component: ComponentType<P>,
  reads: (o: PrintOptions) => readonly unknown[],
  fields: readonly Field[],
) {
  return memo(Component, (a, b) => {
    for (const key of Object.keys(b) as (keyof P)[]) {
      if (key === 'options' || key === 'errors') continue;
      if (!Object.is(a[key], b[key])) return false;
    }
    if (!sameList(reads(a.options), reads(b.options))) return false;
    return fields.every((f) => sameList(a.errors[f] ?? [], b.errors[f] ?? []));
  });
}

export function Section({
  title,
  aside,
  children,
  id,
}: {
  title: string;
  aside?: ReactNode;
  children?: ReactNode;
  id?: string;
}) {
  const headingId = `section-${id ?? title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Stack gap={10}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text component="h3" id={headingId} className={classes.sectionTitle} m={0}>
            {title}
          </Text>
          {aside}
        </Group>
        {children}
      </Stack>
    </section>
  );
}

/** The first message for a field, for an input's `error` prop. */
export const firstError = (errors: FieldErrors, ...fields: Field[]) =>
  fields.map((f) => errors[f]?.[0]).find(Boolean);
