// The FAQ: questions in their order, each answer rich text (sanitized by the server). Add,
// edit, move up or down, delete. An edit or a move made from a copy older than the stored
// question (another admin saved it meanwhile) is refused: the edit dialog then takes the saved
// question around what was typed and says so, a move says so and shows the list as saved.
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { faqInputSchema, type AdminFaq, type FaqInput } from '../../../domain/admin/content';
import { SafeHtml } from '../../../ui/safe-html';
import { toastError, toastSuccess } from '../../../ui/toast';
import { errorMessage, splitErrors } from '../shared/api-errors';
import { RichTextField } from '../shared/rich-text-field';
import { isConflict } from '../../../data/api-client';
import { usePrivateQuery } from '../../../data/private-query';
import { FormFailure } from '../../../ui/form-failure';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useEditVersion } from '../../../ui/use-edit-version';
import { deleteFaq, fetchFaq, fetchFaqs, saveFaq } from './content-api';
import { LoadFailureAlert } from '../../content/load-failure-alert';

const FIELDS = ['question', 'answer'] as const;

export function FaqsEditor() {
  const query = usePrivateQuery(['admin-faqs'], (signal) => fetchFaqs(signal));
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const [busy, setBusy] = useState(false);
  const faqs = query.data ?? [];

  const move = async (index: number, by: -1 | 1) => {
    const a = faqs[index];
    const b = faqs[index + by];
    if (!a || !b) return;
    setBusy(true);
    try {
      // Renumber all, so equal sort values (the seed's) cannot keep two in place.
      const order = faqs.map((f) => f.id);
      [order[index], order[index + by]] = [order[index + by]!, order[index]!];
      const changed = order.flatMap((id, sort) => {
        const f = faqs.find((x) => x.id === id)!;
        return f.sort === sort ? [] : [{ f, sort }];
      });
      await Promise.all(
        changed.map(({ f, sort }) =>
          saveFaq(f.id, {
            question: f.question,
            answer: f.answer,
            sort,
            faq_version: f.faq_version,
          }),
        ),
      );
      query.reload();
    } catch (error) {
      toastError(errorMessage(error));
      if (isConflict(error)) query.reload();
    } finally {
      setBusy(false);
    }
  };

  const remove = async (faq: AdminFaq) => {
    setBusy(true);
    try {
      await deleteFaq(faq.id);
      toastSuccess('Question deleted.');
      query.reload();
      return true;
    } catch (error) {
      toastError(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          Shown on /faq in this order.
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          variant="light"
          onClick={() => setEditing('new')}
        >
          Add a question
        </Button>
      </Group>
      {query.error && <LoadFailureAlert error={query.error} onRetry={query.reload} />}
      {!query.data && !query.error && <Skeleton h={200} />}
      {query.data && faqs.length === 0 && <Text>No questions yet.</Text>}
      {faqs.map((faq, i) => (
        <Paper key={faq.id} withBorder p="sm" radius="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{faq.question}</Text>
              <SafeHtml html={faq.answer} fz="sm" c="dimmed" />
            </div>
            <Group gap={2} wrap="nowrap">
              <Tooltip label="Move up">
                <ActionIcon
                  variant="subtle"
                  disabled={i === 0 || busy}
                  onClick={() => void move(i, -1)}
                  aria-label={`Move "${faq.question}" up`}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Move down">
                <ActionIcon
                  variant="subtle"
                  disabled={i === faqs.length - 1 || busy}
                  onClick={() => void move(i, 1)}
                  aria-label={`Move "${faq.question}" down`}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Edit">
                <ActionIcon
                  variant="subtle"
                  onClick={() => setEditing(faq)}
                  aria-label={`Edit "${faq.question}"`}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(faq)}
                  aria-label={`Delete "${faq.question}"`}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Paper>
      ))}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size={720}
        title={editing === 'new' ? 'New question' : 'Edit question'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing !== null && (
          <FaqForm
            faq={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              query.reload();
            }}
            onStored={query.reload}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title="Delete question"
        text={`Delete “${deleting?.question ?? ''}”? This cannot be undone.`}
        confirm="Delete"
        color="red"
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve(true))}
      />
    </Stack>
  );
}

type FaqValues = Pick<FaqInput, 'question' | 'answer'>;
const valuesOf = (faq: AdminFaq | null): FaqValues => ({
  question: faq?.question ?? '',
  answer: faq?.answer ?? '',
});

/** `faq` null adds a question. Its place in the list is the arrows' to change, not the form's. */
function FaqForm({
  faq,
  onClose,
  onSaved,
  onStored,
}: {
  faq: AdminFaq | null;
  onClose: () => void;
  onSaved: () => void;
  /** The question as stored, after a save refused because it changed elsewhere. */
  onStored: () => void;
}) {
  const form = useForm<FaqValues>({
    initialValues: valuesOf(faq),
    validate: schemaResolver(faqInputSchema, { sync: true }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { version, takeStored } = useEditVersion({
    record: faq,
    versionOf: (f) => f.faq_version,
    form,
    valuesOf,
    fetchStored: fetchFaq,
    onStored,
  });

  const save = form.onSubmit(async ({ question, answer }) => {
    setFailure(null);
    try {
      await saveFaq(faq?.id ?? null, { question, answer, faq_version: version });
      toastSuccess('Question saved.');
      onSaved();
    } catch (error) {
      if (isConflict(error)) {
        await takeStored();
        setFailure(error.message);
        return;
      }
      const { onFields, other } = splitErrors(error, FIELDS);
      form.setErrors(other ? { ...onFields, question: other } : onFields);
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <FormFailure message={failure} />
        <TextInput label="Question" required data-autofocus {...form.getInputProps('question')} />
        <RichTextField
          label="Answer"
          value={form.values.answer}
          onChange={(html) => form.setFieldValue('answer', html)}
          error={form.errors.answer}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
