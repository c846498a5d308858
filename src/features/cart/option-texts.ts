// The names of stored option values (media, frame, mat...) for the options summary. The lists
// stored in IndexedDB name them at once (a reopened guest cart never shows raw codes); the
// shared network load then refreshes them. Until one of the two has answered the texts are
// null and the summary waits; when neither has the lists, the summary humanises the values.
import { useEffect, useState } from 'react';
import { sharedConfigLists, storedConfigLists } from '../../data/config-lists';
import type { OptionTexts } from './options-summary';

const hasAny = (texts: OptionTexts) => Object.keys(texts).length > 0;
// One object for "nothing to name", so the cards memoised on their texts do not render again.
const NONE: OptionTexts = {};

/** The option names; null until known. `enabled` false: nothing to name, {} at once. */
export function useOptionTexts(enabled: boolean): OptionTexts | null {
  const [texts, setTexts] = useState<OptionTexts | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let fromNetwork = false;
    void storedConfigLists().then((stored) => {
      if (live && !fromNetwork && hasAny(stored)) setTexts(stored);
    });
    sharedConfigLists().then(
      ({ lists }) => {
        fromNetwork = true;
        if (live) setTexts(lists);
      },
      () => live && setTexts((t) => t ?? {}),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return enabled ? texts : NONE;
}
