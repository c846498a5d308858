// The preview renderer: the preview worker (workers/preview.worker.ts) drawing on canvases the
// page transfers to it, or, when OffscreenCanvas or the worker is unavailable or fails, the
// same renderer on the main thread (createPreviewApi). Every method answers with a promise
// either way, so callers do not care which one runs.
import { transfer, wrap } from 'comlink';
import type { Outcome } from '../../domain/latest-only';
import type { PreviewApi } from '../../../workers/preview.worker';
import { createPreviewApi } from '../../../workers/preview/renderer';
import type { PreviewRequest, PreviewResult, PreviewTarget } from '../../../workers/preview/types';

export interface PreviewPort {
  kind: 'worker' | 'main';
  /** Hands the canvas to the renderer (transferred when it is the worker). */
  attach(target: PreviewTarget, canvas: HTMLCanvasElement): Promise<void>;
  render(req: PreviewRequest): Promise<Outcome<PreviewResult>>;
  palette(url: string | null): Promise<string[]>;
  colorAt(target: PreviewTarget, x: number, y: number): Promise<string | null>;
}

type Listener = (port: PreviewPort) => void;
const listeners = new Set<Listener>();
let current: PreviewPort | null = null;

function mainThreadPort(): PreviewPort {
  const api = createPreviewApi();
  return {
    kind: 'main',
    attach: (target, canvas) => Promise.resolve(api.attach(target, canvas)),
    render: (req) => api.render(req),
    palette: (url) => api.palette(url),
    colorAt: (target, x, y) => Promise.resolve(api.colorAt(target, x, y)),
  };
}

const offscreenSupported = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  typeof HTMLCanvasElement !== 'undefined' &&
  'transferControlToOffscreen' in HTMLCanvasElement.prototype;

function workerPort(): PreviewPort {
  const worker = new Worker(new URL('../../../workers/preview.worker.ts', import.meta.url), {
    type: 'module',
    name: 'preview',
  });
  const remote = wrap<PreviewApi>(worker);
  // The lists go over once; later requests say null ("the same"), saving a clone per frame.
  let sent: PreviewRequest['lists'] = null;
  const port: PreviewPort = {
    kind: 'worker',
    async attach(target, canvas) {
      const offscreen = canvas.transferControlToOffscreen();
      await remote.attach(target, transfer(offscreen, [offscreen]));
    },
    render: (req) => {
      const same = req.lists !== null && req.lists === sent;
      sent = req.lists ?? sent;
      return remote.render(same ? { ...req, lists: null } : req);
    },
    palette: (url) => remote.palette(url),
    colorAt: (target, x, y) => remote.colorAt(target, x, y),
  };
  worker.addEventListener('error', () => fallBack(port));
  return port;
}

/** Switches to the main thread for good; canvases already transferred must be re-created. */
export function fallBack(from: PreviewPort) {
  if (current !== from || from.kind === 'main') return;
  current = mainThreadPort();
  for (const l of listeners) l(current);
}

export function previewPort(): PreviewPort {
  if (!current) {
    try {
      current = offscreenSupported() ? workerPort() : mainThreadPort();
    } catch {
      current = mainThreadPort();
    }
  }
  return current;
}

export function onPortChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
