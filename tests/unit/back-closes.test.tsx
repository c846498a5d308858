// @vitest-environment jsdom
// A dialog the phone's Back button closes (useBackCloses), on the router's own memory history:
// opening it adds an entry at the same address, Back closes it, closing it any other way steps
// back over that entry, and a navigation from inside it closes it and keeps the new page.
import { Modal } from '@mantine/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it } from 'vitest';
import { useBackCloses } from '../../src/ui/use-back-closes';
import { renderInRouter } from '../helpers/render-in-router';

function WorkWithDialog() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useBackCloses(open, close);
  return (
    <>
      <button onClick={() => setOpen(true)}>Show details</button>
      <Modal
        opened={open}
        onClose={close}
        title="Harbour at Dawn"
        transitionProps={{ duration: 0 }}
      >
        <button onClick={close}>Done</button>
      </Modal>
    </>
  );
}

async function openOn(url: string) {
  const { history } = await renderInRouter(<WorkWithDialog />, url);
  fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
  await screen.findByRole('dialog', { name: 'Harbour at Dawn' });
  // The entry is added once the opening has settled.
  await waitFor(() => expect(history.length).toBe(2));
  return history;
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('a dialog that Back closes', () => {
  afterEach(cleanup);

  it('adds one history entry at the same address, and Back closes it there', async () => {
    const history = await openOn('/my-account?tab=orders');
    expect(history.location.href).toBe('/my-account?tab=orders');

    act(() => history.back());
    await dialogGone();
    expect(history.location.href).toBe('/my-account?tab=orders');
    expect(history.location.state.__TSR_index).toBe(0);
  });

  it('closed by its own button, steps back over its entry so the next Back leaves the page', async () => {
    const history = await openOn('/my-account');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await dialogGone();
    await waitFor(() => expect(history.location.state.__TSR_index).toBe(0));
    expect(history.location.state.dialog).toBeUndefined();
  });

  it('closes when a link inside it goes to another page, and stays on that page', async () => {
    const history = await openOn('/my-account');
    act(() => history.push('/cart'));
    await dialogGone();
    expect(history.location.pathname).toBe('/cart');
  });
});
