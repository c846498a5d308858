// Draws the preview of print options on a canvas through the preview port (worker or main
// thread). Requests go out on every change; the renderer coalesces bursts, so only the
// newest is drawn. Each drawn frame emits performance measures ('preview-draw': drawing
// only; 'preview-roundtrip': request to answer) for the benchmark and for DevTools.
import { useCallback, useEffect, useState } from 'react';
import type { PreviewRequest, PreviewResult, PreviewTarget } from '../../../workers/preview/types';
import { fallBack, onPortChange, previewPort } from './preview-client';
import type { PreviewPort } from './preview-client';

export type PreviewInput = Omit<PreviewRequest, 'target' | 'width' | 'height' | 'dpr'>;

// A canvas is handed over once (an OffscreenCanvas transfer cannot be repeated), even when
// React calls the ref twice (StrictMode).
const attached = new WeakMap<HTMLCanvasElement, Promise<void>>();

const dpr = () => Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1));

/** Set by the browser benchmark: time rasterising too (see PreviewRequest.flush). */
const rasterTiming = () =>
  (globalThis as { __PREVIEW_RASTER_TIMING__?: boolean }).__PREVIEW_RASTER_TIMING__ === true;

export interface Preview {
  /** Put on the <canvas>; a new key means a new canvas element (after a fallback). */
  canvasKey: string;
  canvasRef: (el: HTMLCanvasElement | null) => void;
  result: PreviewResult | null;
  colorAt: (x: number, y: number) => Promise<string | null>;
  port: PreviewPort;
}

export function usePreviewPort(): PreviewPort {
  const [port, setPort] = useState(previewPort);
  useEffect(() => onPortChange(setPort), []);
  return port;
}

export function usePreview(
  target: PreviewTarget,
  input: PreviewInput | null,
  width: number,
  height: number,
): Preview {
  const port = usePreviewPort();
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [result, setResult] = useState<PreviewResult | null>(null);

  const canvasRef = useCallback(
    (el: HTMLCanvasElement | null) => {
      if (!el) return;
      let handing = attached.get(el);
      if (!handing) {
        handing = port.attach(target, el);
        attached.set(el, handing);
      }
      handing.then(
        () => setCanvas(el),
        () => fallBack(port),
      );
    },
    [port, target],
  );

  useEffect(() => {
    if (!canvas || !input || width < 10) return;
    let live = true;
    const start = performance.now();
    port.render({ ...input, target, width, height, dpr: dpr(), flush: rasterTiming() }).then(
      (outcome) => {
        if (outcome.status !== 'done') return;
        const end = performance.now();
        const { drawMs } = outcome.value;
        performance.measure(`preview-draw`, { start: end - drawMs, end, detail: { target } });
        performance.measure(`preview-roundtrip`, { start, end, detail: { target } });
        if (live) setResult(outcome.value);
      },
      () => fallBack(port),
    );
    return () => {
      live = false;
    };
  }, [canvas, input, width, height, port, target]);

  const colorAt = useCallback((x: number, y: number) => port.colorAt(target, x, y), [port, target]);
  return { canvasKey: `${port.kind}-${target}`, canvasRef, result, colorAt, port };
}

/** The image's palette (six swatches at most) for the colour wrap. */
export function usePalette(url: string | null | undefined): string[] {
  const port = usePreviewPort();
  const [palette, setPalette] = useState<{ url: string | null; colors: string[] }>({
    url: null,
    colors: [],
  });
  useEffect(() => {
    if (url === undefined) return;
    let live = true;
    port.palette(url).then(
      (colors) => live && setPalette({ url, colors }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [port, url]);
  return palette.url === url ? palette.colors : [];
}
