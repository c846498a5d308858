// Public API answers the server wrote into the page it served (script#initial-data), keyed by
// apiUrl(): the first view paints with its content instead of skeletons and waits for no extra
// round trip. Each answer is used once; later requests go to the network as usual.
let answers: Map<string, unknown> | undefined;
let given: string[] = [];

/** The server painted this page (src/prerender.tsx): read before the app's first render. */
export const serverPainted =
  typeof document !== 'undefined' && !!document.getElementById('root')?.firstElementChild;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = typeof document === 'undefined' ? null : document.getElementById('initial-data');
  if (text?.textContent) {
    try {
      for (const [key, value] of Object.entries(JSON.parse(text.textContent) as object)) {
        answers.set(key, value);
      }
      given = [...answers.keys()];
    } catch {
      // A damaged block only costs the requests it would have saved.
    }
  }
  return answers;
}

/** The server's prerender hands its answers over directly. */
export function provideInitialAnswers(given: Record<string, unknown>): void {
  answers = new Map(Object.entries(given));
}

/** The API addresses the server answered in the page, used or not (for the offline caches). */
export function initialAnswerKeys(): string[] {
  load();
  return given;
}

export const hasInitialAnswer = (key: string): boolean => load().has(key);

/** The answer without using it up (a render must not change state). */
export const peekInitialAnswer = (key: string): unknown => load().get(key);

export function takeInitialAnswer(key: string): unknown {
  const store = load();
  const value = store.get(key);
  store.delete(key);
  return value;
}
