// The frame every option section shares: a small-caps title, an optional hint, its controls.
// SectionProps is what each section receives from the option form.
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ConfigLists } from '../../domain/config-lists';
import type { FieldErrors, PrintOptions } from '../../domain/print-options';
import type { ApplyMode } from './use-configuration';
import classes from './configurator.module.css';

export interface SectionProps {
  options: PrintOptions;
  lists: ConfigLists;
  /** The image's width / height. */
  ratio: number;
  /** Messages to show now, by field. */
  errors: FieldErrors;
  apply: (next: PrintOptions, mode?: ApplyMode) => void;
}

export function Section({
  title,
  aside,
  children,
  id,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
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
export const firstError = (errors: FieldErrors, ...fields: (keyof FieldErrors)[]) =>
  fields.map((f) => errors[f]?.[0]).find(Boolean);
