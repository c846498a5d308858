// The names of stored option values (media, frame, mat...) for the options summary, from the
// config lists the configurator shares (network first, IndexedDB when offline). Until they are
// loaded, or when neither source has them, the summary humanises the values instead.
import { useEffect, useState } from 'react';
import { sharedConfigLists } from '../../data/config-lists';
import type { OptionTexts } from './options-summary';

/** The option names, once loaded ({} until then); `enabled` false skips the load. */
export function useOptionTexts(enabled: boolean): OptionTexts {
  const [texts, setTexts] = useState<OptionTexts>({});
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    sharedConfigLists().then(
      ({ lists }) => live && setTexts(lists),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return texts;
}
