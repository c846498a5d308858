// The frame every option section shares (a small-caps title, an optional switch or hint, its
// controls) and what each section receives. Sections are memoised on the options they read,
// so typing a width re-renders the size controls, not the whole form; they change the options
// through updaters (apply(o => ...)), so a section skipped by memo never acts on stale ones.
import { Switch } from '@mantine/core';
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
    // Plain elements, not Mantine's layout components: a choice renders its section again.
    <section className={classes.section} aria-labelledby={headingId}>
      <div className={classes.sectionHead}>
        <h2 id={headingId} className={classes.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/**
 * A section's on/off switch, memoised: a choice inside the section (a frame, a mat width) does
 * not render Mantine's Switch again. `onToggle` must keep its identity (useCallback).
 */
export const SectionSwitch = memo(function SectionSwitch({
  label,
  checked,
  disabled,
  errorId,
  onToggle,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  /** The id of the message that makes it invalid, if any. */
  errorId?: string | undefined;
  onToggle: (on: boolean) => void;
}) {
  return (
    <Switch
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onToggle(e.currentTarget.checked)}
    />
  );
});

/** The first message for a field, for an input's `error` prop. */
export const firstError = (errors: FieldErrors, ...fields: Field[]) =>
  fields.map((f) => errors[f]?.[0]).find(Boolean);
