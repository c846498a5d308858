// Entry. The styles load with the page (render-blocking, so the server's first paint is styled;
// the theme's variables among them: build/mantine-theme-variables.ts);
// the app's code is asked for (all its files at once, src/ui/preload-scripts.ts) and imported only
// once that first view is on screen with its largest picture (src/ui/first-view-shown.ts), so the
// page is shown before React and Mantine download and evaluate. If the code cannot arrive (or
// takes over 120 s), the page says so and offers a reload. Text typed into the first paint
// meanwhile is carried into the app's fields, and a form sent from it is sent by the app.
import '@mantine/core/styles.css';
import 'virtual:mantine-theme-variables.css';
import '@mantine/notifications/styles.css';
import './global.css';
import './ui/touch-targets.css';
import './ui/toasts.css';
import { loadChunk, showAppLoadFailure } from './ui/chunk-load';
import { firstViewShown } from './ui/first-view-shown';
import { preloadListedScripts } from './ui/preload-scripts';
import { keepTypingThroughTakeover } from './ui/typing-through-takeover';

const root = document.getElementById('root')!;
keepTypingThroughTakeover(root);

void firstViewShown(root)
  .then(preloadListedScripts)
  .then(() => loadChunk(() => import('./start').then((m) => m.startApp())))
  .catch(showAppLoadFailure);
