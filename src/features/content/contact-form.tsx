// The contact form: the spec's rules and messages (shared with the server through
// contactFormSchema), a toast for the outcome with the first refused field brought into view,
// and a reset after a send, or once a message that could not reach the server is kept to be
// sent when the connection returns.
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../data/api-client';
import { contactFormSchema } from '../../domain/content';
import { MSG } from '../../domain/messages';
import { BusyButton } from '../../ui/busy-button';
import { revealFirstInvalid, revealRefusedField } from '../../ui/reveal-first-invalid';
import { toastError, toastSuccess } from '../../ui/toast';
import { sendContactForm } from './content-api';
import { GrowingTextarea } from '../../ui/growing-textarea';

export const CONTACT_QUEUED =
  'You are offline. Your message is kept on this device and will be sent when the connection returns.';

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', message: '' };

export function ContactForm() {
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: schemaResolver(contactFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget ?? null;
      setSending(true);
      try {
        const sent = await sendContactForm(values);
        toastSuccess(sent === 'sent' ? MSG.formSuccessful : CONTACT_QUEUED);
        form.reset();
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          form.setErrors(
            Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])),
          );
          toastError(MSG.formHasErrors);
          revealFirstInvalid(formElement);
        } else {
          toastError(error instanceof ApiError ? error.message : MSG.formHasErrors);
        }
      } finally {
        setSending(false);
      }
    },
    (errors, values, event) => {
      toastError(MSG.formHasErrors);
      revealRefusedField(errors, values, event);
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Contact form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            key={form.key('first_name')}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            key={form.key('last_name')}
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <GrowingTextarea
          label="Message"
          leastRows={5}
          mostRows={12}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <BusyButton
          type="submit"
          size="md"
          busy={sending}
          rightSection={<IconSend size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Send message
        </BusyButton>
      </Stack>
    </form>
  );
}
