// The live preview off the main thread: the page transfers its canvases here (OffscreenCanvas)
// and sends the print options; the worker loads the artwork and moulding pictures as
// ImageBitmaps, draws, and answers palette and eyedropper questions. Bursts of requests (a
// width being typed, a slider dragged) are coalesced: only the newest is drawn.
// Stand-alone: imports only src/domain and its own modules, never UI code.
import { expose } from 'comlink';
import { createPreviewApi } from './preview/renderer';

export const api = createPreviewApi();

export type PreviewApi = typeof api;

expose(api);
