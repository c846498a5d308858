// Information tab (index 3, the default): email, full name, markup, About (not for customers),
// default shipping and billing addresses with 'Same as Shipping', Cancel and Update. Rules and
// messages are the server's own (src/domain/profile.ts); server field errors land under inputs.
// A save refused because the details changed elsewhere meanwhile (409) folds them in around the
// user's edits and says so; the next Update saves.
import {
  Button,
  Checkbox,
  Grid,
  Group,
  Loader,
  NumberInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { isConflict } from '../../data/api-client';
import { updateProfile } from '../../data/auth-api';
import {
  MARKUP_INPUT_MAX,
  profileFormValues,
  profileSchema,
  type ProfileFormValues,
} from '../../domain/profile';
import { roleOf, type SessionUser } from '../../domain/user';
import { useSetAtom } from '../../state/jotai';
import { userAtom } from '../../state/session';
import { toastError, toastSuccess } from '../../ui/toast';
import { fetchCurrentUser } from '../auth/current-user';
import { showRequestError } from '../auth/form-errors';
import { AddressFieldset } from './address-fieldset';
import { EmailConfirmation } from './email-confirmation';
import { revealFirstInvalid, revealRefusedField } from '../../ui/reveal-first-invalid';
import { FormFailure } from '../../ui/form-failure';
import { foldInStored } from '../../ui/fold-in-stored';

export const PROFILE_MSG = {
  updated: 'Profile Updated Successfully.',
  failed: 'There was an error updating profile. Please try again later or contact support.',
} as const;

const AboutEditor = lazy(() => import('./about-editor').then((m) => ({ default: m.AboutEditor })));

export function InformationTab({ user }: { user: SessionUser }) {
  const setUser = useSetAtom(userAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const customer = roleOf(user) === 'customer';
  const form = useForm<ProfileFormValues>({
    initialValues: profileFormValues(user),
    validate: schemaResolver(profileSchema, { sync: true }),
  });

  /** The details as stored now, folded into the form around what the user typed. */
  const takeStoredProfile = async () => {
    const stored = await fetchCurrentUser().catch(() => null);
    if (!stored) return;
    setUser(stored);
    foldInStored(form, profileFormValues(stored));
  };

  const submit = form.onSubmit(async (values, event) => {
    const formElement = event?.currentTarget ?? null;
    setFailure(null);
    try {
      const saved = await updateProfile(values);
      setUser(saved);
      const next = profileFormValues(saved);
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      toastSuccess(PROFILE_MSG.updated);
    } catch (error) {
      if (isConflict(error)) {
        await takeStoredProfile();
        setFailure(error.message);
        toastError(PROFILE_MSG.failed);
        return;
      }
      const message = showRequestError(form, error, Object.keys(values));
      revealFirstInvalid(formElement);
      // Field errors speak for themselves; the generic 'API Error' becomes the spec's toast.
      if (message) setFailure(message);
      toastError(PROFILE_MSG.failed);
    }
  }, revealRefusedField);

  const cancel = () => {
    setFailure(null);
    form.setValues(profileFormValues(user));
    form.clearErrors();
  };

  const about = form.getInputProps('description');
  return (
    <form onSubmit={submit} noValidate aria-label="Account information">
      <Stack gap="lg" py="md">
        <FormFailure message={failure} />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            {form.values.email.trim().toLowerCase() === user.email.toLowerCase() && (
              <EmailConfirmation user={user} onConfirmed={() => void takeStoredProfile()} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Full Name"
              autoComplete="name"
              required
              {...form.getInputProps('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NumberInput
              label="Markup Percentage"
              required
              description={
                // Buyers pay each work's own markup; this one is what new uploads start with.
                customer
                  ? 'At least 10%'
                  : 'At least 10%. New works start with it; each keeps its own.'
              }
              min={0}
              max={MARKUP_INPUT_MAX}
              clampBehavior="strict"
              allowNegative={false}
              decimalScale={2}
              suffix="%"
              {...form.getInputProps('markup')}
            />
          </Grid.Col>
        </Grid>

        {!customer && (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
            <AboutEditor
              value={String(about.value ?? '')}
              onChange={(html) => form.setFieldValue('description', html)}
              error={about.error as React.ReactNode}
            />
          </Suspense>
        )}

        <section aria-labelledby="shipping-heading">
          <Title order={2} size="h4" id="shipping-heading" mb="xs">
            Default Shipping Address
          </Title>
          <AddressFieldset kind="shipping" inputProps={(path) => form.getInputProps(path)} />
        </section>

        <section aria-labelledby="billing-heading">
          <Title order={2} size="h4" id="billing-heading" mb="xs">
            Default Billing Address
          </Title>
          <Checkbox
            label="Same as Shipping"
            mb="sm"
            {...form.getInputProps('shipping_is_billing', { type: 'checkbox' })}
          />
          {!form.values.shipping_is_billing && (
            <AddressFieldset kind="billing" inputProps={(path) => form.getInputProps(path)} />
          )}
        </section>

        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
