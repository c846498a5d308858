// Whether the user is in a text field, typing or about to: what opens by itself (the My Works
// tour, with its focus trap) waits until they leave it instead of taking the focus, and closing
// the list they were typing into, from under their fingers.
import { useSyncExternalStore } from 'react';

const NOT_TEXT = /^(button|checkbox|color|file|hidden|image|radio|range|reset|submit)$/;

function inTextField(): boolean {
  const el = document.activeElement;
  if (el instanceof HTMLTextAreaElement) return true;
  if (el instanceof HTMLInputElement) return !NOT_TEXT.test(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

export const useTextFieldFocused = () => useSyncExternalStore(subscribe, inTextField, () => false);
