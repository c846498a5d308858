// Text a visitor types into the server's first paint before the app takes over. The app renders
// over that paint instead of hydrating it (CONTEXT.md says why), so the server's fields, and what
// was typed in them, would vanish. The app's same field (same tag, type and label) gets the text,
// and the focus and caret if the visitor was still in it, through an input event as if typed,
// so React's state holds it too.
type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = /^(text|search|email|tel|url|number|password)$/;
/** Long enough for a slow phone; the observer is dropped once nothing is left to carry. */
const GIVE_UP_MS = 120_000;

const isTextField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && TEXT_TYPES.test(target.type));

/** What makes a field the same field in the app: ids differ between the two renders. */
function fieldKey(field: Field): string | null {
  const name =
    field.name ||
    field.getAttribute('aria-label') ||
    field.labels?.[0]?.textContent?.trim() ||
    field.placeholder;
  return name ? `${field.tagName}|${field.type}|${name}` : null;
}

function carryOver(from: Field, to: Field, focused: boolean): void {
  if (to.value !== from.value) {
    // The prototype's setter, not `to.value =`: React tracks the property it defines on the
    // element and would take an input event after a plain assignment for no change.
    Reflect.set(Object.getPrototypeOf(to) as object, 'value', from.value, to);
    to.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const active = document.activeElement;
  if (focused && (active === null || active === document.body)) {
    to.focus();
    if (to.type !== 'email' && to.type !== 'number')
      to.setSelectionRange(to.value.length, to.value.length);
  }
}

export function keepTypingThroughTakeover(root: HTMLElement): void {
  if (!root.firstElementChild) return;
  // Set by the app's layout once it is on screen (src/ui/layout/app-layout.tsx).
  const appIsLive = () => document.documentElement.dataset.app === 'live';
  const typed = new Map<Field, string>();
  let lastFocused: Field | null = null;

  const onInput = (event: Event) => {
    if (!isTextField(event.target) || appIsLive() || !root.contains(event.target)) return;
    const key = fieldKey(event.target);
    if (key) typed.set(event.target, key);
  };
  const onFocus = (event: Event) => {
    lastFocused = isTextField(event.target) ? event.target : null;
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('focusin', onFocus, true);

  const observer = new MutationObserver(() => {
    for (const [from, key] of typed) {
      if (from.isConnected) continue;
      const to = [...root.querySelectorAll('input, textarea')].find(
        (el): el is Field => isTextField(el) && fieldKey(el) === key,
      );
      if (!to) continue;
      carryOver(from, to, lastFocused === from);
      typed.delete(from);
    }
    if (typed.size === 0 && appIsLive()) stop();
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('focusin', onFocus, true);
  };
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(stop, GIVE_UP_MS);
}
