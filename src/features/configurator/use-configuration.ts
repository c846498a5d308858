// The configuration's one source of truth is the URL (see url-options.ts); this hook keeps a
// copy in React state so controls answer at once, and writes the URL behind them: a discrete
// choice (media, frame, preset...) pushes a history entry so Back undoes it, once the new price
// has been painted (the router's update is a task of its own, not part of the click's); typing
// and dragging replace the current entry, debounced, so history does not fill with keystrokes.
// A URL changed from outside (Back, Forward, a shared link) is read back into the form.
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ConfigLists } from '../../domain/config-lists';
import { normalize } from '../../domain/configurator-rules';
import type { PrintOptions } from '../../domain/print-options';
import { OPTION_PARAMS, decodeOptions, encodeOptions, withOptions } from './url-options';

const REPLACE_DELAY_MS = 250;

export type ApplyMode = 'push' | 'replace';

/** New options, or an updater of the current ones (what memoised sections use). */
export type Apply = (
  next: PrintOptions | null | ((current: PrintOptions) => PrintOptions),
  mode?: ApplyMode,
) => void;

export interface Configuration {
  /** null while the preset step shows. */
  options: PrintOptions | null;
  apply: Apply;
  /** Writes a debounced URL update now (before leaving the screen, so it cannot land after). */
  flush: () => Promise<void>;
}

const keyOf = (params: Record<string, unknown>) =>
  OPTION_PARAMS.map((k) => {
    const v = params[k];
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : '';
  }).join('|');

/** Runs `run` after `ms`; returns its cancel. */
function later(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
}

/** Runs `run` in a task after the next frame has been painted; returns its cancel. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function read(search: Record<string, unknown>, lists: ConfigLists, ratio: number) {
  const decoded = decodeOptions(search, ratio);
  return decoded ? normalize(decoded, lists) : null;
}

export function useConfiguration(
  lists: ConfigLists,
  ratio: number,
  /** Used when the URL holds no configuration (the cart item being edited). */
  initial: PrintOptions | null,
): Configuration {
  const search: Record<string, unknown> = useSearch({ from: '/order' });
  const navigate = useNavigate({ from: '/order' });
  const router = useRouter();
  const urlKey = keyOf(search);

  const written = useRef(urlKey);
  const cancelWrite = useRef<() => void>(() => undefined);
  const [options, setOptions] = useState<PrintOptions | null>(
    () => read(search, lists, ratio) ?? (initial ? normalize(initial, lists) : null),
  );
  // The newest options, also between a transition's start and its render.
  const current = useRef(options);

  const pending = useRef<{ next: PrintOptions | null; replace: boolean } | null>(null);
  const write = useCallback(
    (next: PrintOptions | null, replace: boolean) => {
      pending.current = null;
      // The buyer has left for another screen meanwhile: a late write must not pull them back.
      if (router.latestLocation.pathname !== '/order') return Promise.resolve();
      written.current = keyOf(next ? encodeOptions(next) : {});
      return navigate({
        search: (prev) => withOptions(prev, next) as typeof prev,
        replace,
        resetScroll: false,
      });
    },
    [navigate, router],
  );

  // The cart item being edited goes into the URL once, without a history entry.
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current) return;
    seeded.current = true;
    if (options && keyOf(encodeOptions(options)) !== urlKey) void write(options, true);
  }, [options, urlKey, write]);

  // Back, Forward or a link changed the URL: read it back.
  useEffect(() => {
    if (urlKey === written.current) return;
    written.current = urlKey;
    cancelWrite.current();
    pending.current = null;
    current.current = read(search, lists, ratio);
    setOptions(current.current);
    // `search` changes with urlKey; the lists and ratio are fixed for the screen's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlKey]);

  useEffect(() => () => cancelWrite.current(), []);

  const apply = useCallback<Apply>(
    (update, mode = 'push') => {
      const next =
        typeof update === 'function' ? (current.current ? update(current.current) : null) : update;
      current.current = next;
      // Typing and dragging render as a transition: React may interrupt it for the next
      // keystroke, so no long task blocks the input. Discrete choices render at once.
      if (mode === 'replace') startTransition(() => setOptions(next));
      else setOptions(next);
      // A write still waiting is superseded: two choices within one frame make one history entry.
      cancelWrite.current();
      written.current = keyOf(next ? encodeOptions(next) : {});
      const replace = mode === 'replace' && pending.current?.replace !== false;
      pending.current = { next, replace };
      const run = () => void write(next, replace);
      cancelWrite.current = replace ? later(run, REPLACE_DELAY_MS) : afterNextPaint(run);
    },
    [write],
  );

  const flush = useCallback(async () => {
    cancelWrite.current();
    if (pending.current) await write(pending.current.next, pending.current.replace);
  }, [write]);

  return { options, apply, flush };
}
