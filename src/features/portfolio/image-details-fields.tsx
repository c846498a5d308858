// An image's detail fields, shared by the portfolio's edit dialog and Manage Gallery's: name,
// keywords, date scanned, original width and height, proportion, style, medium and subject.
// The two dialogs differ in the date input (the portfolio types MM/DD/YYYY, the admin picks an
// ISO date), in wording and in layout; `variant` says which. The admin's extra fields (markup)
// go after the subject, in the same grid.
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { Select } from '../../ui/select';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { MEDIUMS, PROPORTIONS, STYLES } from '../../domain/catalogue';
import { localIsoDate } from '../../domain/portfolio';
import type { Subject } from './portfolio-api';

export type ImageDetailsField =
  | 'name'
  | 'keywords'
  | 'date_scanned'
  | 'original_width'
  | 'original_height'
  | 'proportion'
  | 'style'
  | 'medium'
  | 'subject';

export function ImageDetailsFields({
  variant,
  getInputProps,
  subjects,
  currentSubject,
  children,
}: {
  variant: 'portfolio' | 'admin';
  /** The form's getInputProps. */
  getInputProps: (field: ImageDetailsField) => GetInputPropsReturnType;
  subjects: Subject[];
  /** The image's subject, kept selectable while the list loads. */
  currentSubject: { id: number; name: string } | null;
  /** More fields after the subject (Manage Gallery's markup). */
  children?: ReactNode;
}) {
  const admin = variant === 'admin';
  const subjectOptions = subjects.map((s) => ({ value: String(s.id), label: s.name }));
  if (currentSubject && !subjects.some((s) => s.id === currentSubject.id)) {
    subjectOptions.unshift({ value: String(currentSubject.id), label: currentSubject.name });
  }
  // A typed value is kept as typed, a negative one too: the form's rule refuses it with the
  // field's own message, where stripping its sign or clamping it on blur would change the size.
  const size = (label: string, field: 'original_width' | 'original_height') => (
    <NumberInput
      label={label}
      required
      min={0}
      clampBehavior="none"
      decimalScale={2}
      {...getInputProps(field)}
    />
  );
  const width = size(admin ? 'Original width (in)' : 'Original Width (in)', 'original_width');
  const height = size(admin ? 'Original height (in)' : 'Original Height (in)', 'original_height');
  const selects = (
    <>
      <Select
        label="Proportion"
        data={[...PROPORTIONS]}
        clearable
        {...getInputProps('proportion')}
      />
      <Select label="Style" data={[...STYLES]} clearable {...getInputProps('style')} />
      <Select label="Medium" data={[...MEDIUMS]} clearable {...getInputProps('medium')} />
      <Select
        label="Subject"
        data={subjectOptions}
        searchable
        clearable
        {...(admin ? {} : { nothingFoundMessage: 'No subjects' })}
        {...getInputProps('subject')}
      />
    </>
  );

  return (
    <>
      <TextInput label="Name" required data-autofocus {...getInputProps('name')} />
      <TextInput
        label="Keywords"
        description={
          admin
            ? 'Words people may search for'
            : 'Words people may search for, separated by spaces or commas'
        }
        {...getInputProps('keywords')}
      />
      {admin ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput
              label="Date scanned"
              type="date"
              max={localIsoDate()}
              {...getInputProps('date_scanned')}
            />
            {width}
            {height}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {selects}
            {children}
          </SimpleGrid>
        </>
      ) : (
        <>
          <TextInput
            label="Date Scanned"
            placeholder="MM/DD/YYYY"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            description="Not later than today"
            {...getInputProps('date_scanned')}
          />
          <SimpleGrid cols={2} spacing="sm">
            {width}
            {height}
            {selects}
            {children}
          </SimpleGrid>
        </>
      )}
    </>
  );
}
