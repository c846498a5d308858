// Footer newsletter signup. As the spec says, the success toast shows at once, before the
// server answers; the address is checked against the spec's pattern first, and a sign-up the
// server could not take yet is queued and retried (subscribeNewsletter).
import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { newsletterSchema } from '../../domain/content';
import { MSG } from '../../domain/messages';
import { subscribeNewsletter } from '../../features/content/content-api';
import { toastSuccess } from '../toast';

export function NewsletterForm() {
  // Controlled: clearing the field after a sign-up keeps the input (and the keyboard focus in
  // it); an uncontrolled form would remount it.
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(newsletterSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ email }) => {
    toastSuccess(MSG.newsletterSuccessful);
    form.reset();
    void subscribeNewsletter(email.trim());
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Email for the newsletter"
          placeholder="Your email"
          type="email"
          {...form.getInputProps('email')}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="white" color="burgundy">
          Subscribe
        </Button>
      </Group>
    </form>
  );
}
