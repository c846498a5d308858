// A link's click the app may take over (navigate in place): the primary button with no modifier
// key. Any other (a new tab, a new window, a download) is left to the browser and the href.
import type { MouseEvent } from 'react';

export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
