// Whether the user is in a text field, typing or about to: what opens by itself (the My Works
// tour, with its focus trap) waits until they leave it instead of taking the focus, and closing
// the list they were typing into, from under their fingers.
import { useSyncExternalStore } from 'react';
import { isTextField } from './typing-through-takeover';

const inTextField = () => isTextField(document.activeElement);

function subscribe(onChange: () => void): () => void {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

export const useTextFieldFocused = () => useSyncExternalStore(subscribe, inTextField, () => false);
