// A dialog or drawer the phone's Back button closes, as people expect of a screen that covers
// the page: opening it adds a history entry at the same address, Back leaves that entry and so
// closes it, and closing it any other way (its X, Escape, a button) steps back over the entry,
// so the next Back leaves the page as before. A navigation from inside the dialog (a link, a
// button that goes to the cart) leaves the entry behind the new page and closes the dialog.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef } from 'react';

let opened = 0;

export function useBackCloses(open: boolean, close: () => void): void {
  const { history } = useRouter();
  const latestClose = useRef(close);
  useLayoutEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const dialog = ++opened;
    const isOurs = () => history.location.state.dialog === dialog;
    let entered = false;
    // After the effect has settled: React's development double run must not add two entries.
    const enter = setTimeout(() => {
      history.push(history.location.href, { ...history.location.state, dialog });
      entered = true;
    });
    const stop = history.subscribe(() => {
      if (entered && !isOurs()) {
        entered = false;
        latestClose.current();
      }
    });
    return () => {
      clearTimeout(enter);
      stop();
      if (entered && isOurs()) history.back();
    };
  }, [open, history]);
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The dialog whose history entry this is (useBackCloses). */
    dialog?: number;
  }
}
