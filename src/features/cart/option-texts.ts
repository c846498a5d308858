// The names of stored option values (media, frame, mat...), for the options summary: the config
// lists from the network, or the copies the configurator keeps in IndexedDB when offline. Only
// {value, text} (and a mounting's stretcher flag) are read, so a list's other fields may change.
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { api } from '../../data/api-client';
import { localDb } from '../../data/local-db';
import type { OptionTexts } from './options-summary';

const NAMES = ['medias', 'frames', 'mats', 'mountings', 'wraps', 'varnishes'] as const;
const listSchema = z.array(
  z.object({ value: z.string(), text: z.string(), stretcher: z.boolean().optional() }),
);

async function loadList(name: (typeof NAMES)[number]) {
  try {
    return (await api(z.object({ data: listSchema }), 'GET', `/api/config/${name}`)).data;
  } catch {
    const row = await localDb.configLists.get(name).catch(() => undefined);
    const parsed = listSchema.safeParse(row?.items);
    return parsed.success ? parsed.data : undefined;
  }
}

let loaded: Promise<OptionTexts> | null = null;

function loadOptionTexts(): Promise<OptionTexts> {
  loaded ??= Promise.all(NAMES.map(async (name) => [name, await loadList(name)] as const)).then(
    (pairs) => {
      const texts = Object.fromEntries(pairs.filter(([, list]) => list)) as OptionTexts;
      if (Object.keys(texts).length < NAMES.length) loaded = null; // try again next time
      return texts;
    },
  );
  return loaded;
}

/** The option names, once loaded ({} until then); `enabled` false skips the requests. */
export function useOptionTexts(enabled: boolean): OptionTexts {
  const [texts, setTexts] = useState<OptionTexts>({});
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadOptionTexts().then(
      (t) => live && setTexts(t),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return texts;
}
