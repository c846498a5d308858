// The configuration's one source of truth is the URL (see url-options.ts); this hook keeps a
// copy in React state so controls answer at once, and writes the URL behind them, always in
// place of the current history entry: Back leaves the configurator, it does not step through the
// options (a refresh or a shared link still restores them). A settled choice (media, frame,
// preset...) is written once the browser is idle after it (the router's update costs a phone
// tens of milliseconds, which must not delay the price or the next choice); typing and dragging
// are written debounced.
// A URL changed from outside (Back, Forward, a shared link) is read back into the form. The hook
// follows the URL through the router's events rather than a subscription that renders: its own
// writes (one per choice) would otherwise render the whole configurator a second time.
import { useNavigate, useRouter, type RegisteredRouter } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ConfigLists } from '../../domain/config-lists';
import { normalize } from '../../domain/configurator-rules';
import type { PrintOptions } from '../../domain/print-options';
import { OPTION_PARAMS, type OptionParams } from '../../routes/search-params';
import { decodeOptions, encodeOptions, withOptions } from './url-options';

const LIVE_DELAY_MS = 250;

/** 'settled': a choice made; 'live': a value still being typed or dragged. */
export type ApplyMode = 'settled' | 'live';

/** New options, or an updater of the current ones (what memoised sections use). */
export type Apply = (
  next: PrintOptions | null | ((current: PrintOptions) => PrintOptions),
  mode?: ApplyMode,
) => void;

export interface Configuration {
  /** null while the preset step shows. */
  options: PrintOptions | null;
  /**
   * The newest options at once: what the price is for. While a typed value's form render waits
   * as a transition, `options` is a step behind it.
   */
  newest: PrintOptions | null;
  apply: Apply;
  /** Writes a debounced URL update now (before leaving the screen, so it cannot land after). */
  flush: () => Promise<void>;
}

const keyOf = (params: OptionParams) => OPTION_PARAMS.map((k) => params[k] ?? '').join('|');

/** Runs `run` after `ms`; returns its cancel. */
function later(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
}

/**
 * Runs `run` once the browser is idle (within 1 s; Safari, which has no idle callback: after
 * 250 ms); returns its cancel.
 */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return later(run, LIVE_DELAY_MS);
  const id = requestIdleCallback(run, { timeout: 1000 });
  return () => cancelIdleCallback(id);
}

/**
 * The options in the URL as the /order route's schema read them: its match's search (a
 * location's own search is only parsed, whatever its type says).
 */
const urlOptions = (router: RegisteredRouter): OptionParams =>
  router.state.matches.find((m) => m.routeId === '/order')?.search ?? {};

function read(search: OptionParams, lists: ConfigLists, ratio: number) {
  const decoded = decodeOptions(search, ratio);
  return decoded ? normalize(decoded, lists) : null;
}

export function useConfiguration(
  lists: ConfigLists,
  ratio: number,
  /** Used when the URL holds no configuration (the cart item being edited). */
  initial: PrintOptions | null,
): Configuration {
  const navigate = useNavigate({ from: '/order' });
  const router = useRouter();
  /** The key of the options the form shows, which the URL holds or is about to. */
  const written = useRef<string | null>(null);
  /**
   * Keys of this hook's own URL writes not yet arrived, oldest first: one landing after the
   * buyer has chosen again is no change from outside, and must not undo that choice.
   */
  const inFlight = useRef<string[]>([]);
  const cancelWrite = useRef<() => void>(() => undefined);
  const [options, setOptions] = useState<PrintOptions | null>(
    () => read(urlOptions(router), lists, ratio) ?? (initial ? normalize(initial, lists) : null),
  );
  const [newest, setNewest] = useState(options);
  // The newest options, also between a transition's start and its render.
  const current = useRef(options);

  const pending = useRef<{ next: PrintOptions | null } | null>(null);
  const write = useCallback(
    (next: PrintOptions | null) => {
      pending.current = null;
      // The buyer has left for another screen meanwhile: a late write must not pull them back.
      if (router.latestLocation.pathname !== '/order') return Promise.resolve();
      written.current = keyOf(next ? encodeOptions(next) : {});
      inFlight.current.push(written.current);
      return navigate({
        search: (prev) => withOptions(prev, next),
        replace: true,
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
    const urlKey = keyOf(urlOptions(router));
    written.current = urlKey;
    if (options && keyOf(encodeOptions(options)) !== urlKey) void write(options);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render's options
  }, []);

  // Back, Forward or a link changed the URL: read it back.
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation }) => {
        if (toLocation.pathname !== '/order') return;
        const search = urlOptions(router);
        const key = keyOf(search);
        const own = inFlight.current.indexOf(key);
        // Writes before it were superseded by it (the router may not report each).
        if (own >= 0) inFlight.current.splice(0, own + 1);
        if (own >= 0 || key === written.current) return;
        written.current = key;
        cancelWrite.current();
        pending.current = null;
        current.current = read(search, lists, ratio);
        setOptions(current.current);
        setNewest(current.current);
      }),
    [router, lists, ratio],
  );

  useEffect(() => () => cancelWrite.current(), []);

  const apply = useCallback<Apply>(
    (update, mode = 'settled') => {
      const next =
        typeof update === 'function' ? (current.current ? update(current.current) : null) : update;
      current.current = next;
      // Typing and dragging render the form as a transition: React may interrupt it for the
      // next keystroke, so no long task blocks the input. The price follows at once, as do
      // discrete choices.
      setNewest(next);
      if (mode === 'live') startTransition(() => setOptions(next));
      else setOptions(next);
      // A write still waiting is superseded: two choices before it make one write.
      cancelWrite.current();
      written.current = keyOf(next ? encodeOptions(next) : {});
      pending.current = { next };
      const run = () => void write(next);
      cancelWrite.current = mode === 'live' ? later(run, LIVE_DELAY_MS) : whenIdle(run);
    },
    [write],
  );

  const flush = useCallback(async () => {
    cancelWrite.current();
    if (pending.current) await write(pending.current.next);
  }, [write]);

  return { options, newest, apply, flush };
}
