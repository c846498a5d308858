// @vitest-environment jsdom
// A field drawn with an asterisk is announced as required: each form's asterisked fields are
// required inputs, and the others are not (Testing Library over jsdom). The lint rule against
// Mantine's withAsterisk keeps every other form to the same mechanism.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/data/auth-api', () => ({ login: vi.fn(), updatePassword: vi.fn() }));
const { ContactForm } = await import('../../src/features/content/contact-form');
const { LoginForm } = await import('../../src/features/auth/login-form');
const { PasswordForm } = await import('../../src/features/account/password-form');

/** Each labelled input of the page, by its label's text without the asterisk. */
function requiredByLabel(form: ReactNode) {
  render(<MantineProvider>{form}</MantineProvider>);
  const fields: Record<string, boolean> = {};
  for (const label of document.querySelectorAll('label')) {
    const input = label.htmlFor ? document.getElementById(label.htmlFor) : null;
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) continue;
    const asterisk = label.querySelector('[aria-hidden="true"]');
    const name = (label.textContent ?? '').replace(asterisk?.textContent ?? '', '').trim();
    expect(input.required, `${name}: asterisk shown, so announced required`).toBe(!!asterisk);
    fields[name] = input.required;
  }
  return fields;
}

describe('required fields', () => {
  afterEach(cleanup);

  it('contact form: names, e-mail and phone are required, the message is not', () => {
    expect(requiredByLabel(<ContactForm />)).toEqual({
      'First name': true,
      'Last name': true,
      'E-mail': true,
      Phone: true,
      Message: false,
    });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('required', true);
  });

  it('log in and change password: every field is required', () => {
    expect(requiredByLabel(<LoginForm onSignedIn={vi.fn()} />)).toEqual({
      Email: true,
      Password: true,
    });
    cleanup();
    expect(Object.values(requiredByLabel(<PasswordForm />))).toEqual([true, true, true]);
  });
});
