// @vitest-environment jsdom
// An admin changes a user's markup in the users table's popover (Testing Library over jsdom):
// the profile's rule (at least 10%) before anything is sent.
import '../helpers/jsdom-for-mantine';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../src/domain/admin/users';
import { MSG } from '../../src/domain/messages';
import { MarkupEditor } from '../../src/features/admin/users/user-actions';

const user = { id: 3, name: 'Paula Painter', markup: 25 } as AdminUser;

async function openEditor() {
  const onSave = vi.fn(() => Promise.resolve(true));
  render(
    <MantineProvider>
      <MarkupEditor user={user} onSave={onSave} />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Markup of Paula Painter: 25%, change' }));
  const field = await screen.findByRole('textbox', { name: 'Markup (%)' });
  return {
    onSave,
    save: (value: string) => {
      fireEvent.change(field, { target: { value } });
      // Enter in the field, as an admin does.
      fireEvent.submit((field as HTMLInputElement).form!);
    },
  };
}

describe('markup editor', () => {
  afterEach(cleanup);

  it.each([
    ['', MSG.required],
    ['5', MSG.markupMin],
  ])('refuses %j with the message "%s"', async (value, message) => {
    const editor = await openEditor();
    editor.save(value);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(editor.onSave).not.toHaveBeenCalled();
  });

  it('saves a markup of 10% or more as a number', async () => {
    const editor = await openEditor();
    editor.save('12.5');
    await waitFor(() => expect(editor.onSave).toHaveBeenCalledWith(12.5));
  });
});
