// Text a visitor types into the server's first paint before the app takes over. Over a skeleton
// the app renders its own screen, so the server's fields, and what was typed in them, would
// vanish: the app's same field (same tag, type and label) gets the text, and the focus and caret
// if the visitor was still in it, through an input event as if typed, so React's state holds it
// too. A page the app hydrates keeps its fields and their text, but React's state starts empty:
// the same input event tells it. A form sent meanwhile (Enter, its button) that only the app can
// send (no `action` of its own, unlike the header's search) is held, not reloaded with the
// page, and sent by the app once it has the text: the same form hydrated, or the app's form
// that took the typed text over a skeleton.
type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = /^(text|search|email|tel|url|number|password)$/;
/** Long enough for a slow phone; the observer is dropped once nothing is left to carry. */
const GIVE_UP_MS = 120_000;

/** A field a visitor types text into (what the My Works tour waits for them to leave, too). */
export const isTextField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && TEXT_TYPES.test(target.type));

/** A field whose caret a script may read and set (an e-mail or number field has none). */
const hasCaret = (field: Field) => field.type !== 'email' && field.type !== 'number';

/** What makes a field the same field in the app: ids differ between the two renders. */
function fieldKey(field: Field): string | null {
  const name =
    field.name ||
    field.getAttribute('aria-label') ||
    field.labels?.[0]?.textContent?.trim() ||
    field.placeholder;
  return name ? `${field.tagName}|${field.type}|${name}` : null;
}

function carryOver(text: string, to: Field, focused: boolean): void {
  if (to.value !== text) {
    // The prototype's setter, not `to.value =`: React tracks the property it defines on the
    // element and would take an input event after a plain assignment for no change.
    Reflect.set(Object.getPrototypeOf(to) as object, 'value', text, to);
    to.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const active = document.activeElement;
  if (focused && (active === null || active === document.body)) {
    to.focus();
    if (hasCaret(to)) to.setSelectionRange(to.value.length, to.value.length);
  }
}

/**
 * A field the app adopted kept its text, but React took its value as the one it already knows,
 * and a render of its state since may have emptied it. Cleared through the element's own setter
 * (which React watches) and refilled through the prototype's (which it does not), the text then
 * reads as typed. Twice: a field whose part of the page React has not adopted yet is adopted
 * by the first input event landing in it, at once, and takes the text as known; only the second
 * then reads as typed (and to a field adopted already it repeats the same text).
 */
function tellReact(field: Field, text: string): void {
  // Setting the value moves the caret to the end: the visitor's caret or selection (all of it,
  // selected to type over) is put back, or their next keys would land after the text.
  const caret =
    field === document.activeElement && hasCaret(field)
      ? ([field.selectionStart, field.selectionEnd, field.selectionDirection] as const)
      : null;
  for (let i = 0; i < 2; i++) {
    field.value = '';
    Reflect.set(Object.getPrototypeOf(field) as object, 'value', text, field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (caret) field.setSelectionRange(caret[0], caret[1], caret[2] ?? undefined);
}

export function keepTypingThroughTakeover(root: HTMLElement): void {
  if (!root.firstElementChild) return;
  // Set by the app's layout once it is on screen (src/ui/layout/app-layout.tsx).
  const appIsLive = () => document.documentElement.dataset.app === 'live';
  const typed = new Map<Field, { key: string; text: string; form: HTMLFormElement | null }>();
  let lastFocused: Field | null = null;
  /** A form sent before the app took over, and the app's form that replaced it, if any. */
  let held: { form: HTMLFormElement; replacement: HTMLFormElement | null } | null = null;

  const onInput = (event: Event) => {
    if (!isTextField(event.target) || appIsLive() || !root.contains(event.target)) return;
    const key = fieldKey(event.target);
    if (key) typed.set(event.target, { key, text: event.target.value, form: event.target.form });
  };
  const onFocus = (event: Event) => {
    lastFocused = isTextField(event.target) ? event.target : null;
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || appIsLive() || !root.contains(form)) return;
    if (form.hasAttribute('action')) return;
    event.preventDefault();
    held = { form, replacement: null };
  };
  const sendHeld = () => {
    const form = held?.form.isConnected ? held.form : held?.replacement;
    held = null;
    if (!form) return;
    // A task later, React has taken the text's input events. Sent by a click on its button: a
    // click makes React adopt the form first if it has not yet (a submit event alone would not,
    // and would leave the browser to reload the page with it).
    const button = form.querySelector<HTMLElement>('button[type="submit"], input[type="submit"]');
    setTimeout(() => (button ? button.click() : form.requestSubmit()));
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('submit', onSubmit, true);

  const observer = new MutationObserver(() => {
    for (const [from, { key, text, form }] of typed) {
      if (from.isConnected) {
        if (appIsLive()) {
          tellReact(from, text);
          typed.delete(from);
        }
        continue;
      }
      const to = [...root.querySelectorAll('input, textarea')].find(
        (el): el is Field => isTextField(el) && fieldKey(el) === key,
      );
      if (!to) continue;
      carryOver(text, to, lastFocused === from);
      if (held && form === held.form) held.replacement = to.form;
      typed.delete(from);
    }
    // Sent once every field typed into it has its text in the app.
    const carrying = (f: HTMLFormElement) => [...typed.values()].some((t) => t.form === f);
    if (appIsLive() && held && !carrying(held.form)) sendHeld();
    if (typed.size === 0 && appIsLive()) stop();
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('submit', onSubmit, true);
  };
  observer.observe(root, { childList: true, subtree: true });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  setTimeout(stop, GIVE_UP_MS);
}
