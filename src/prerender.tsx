// Server-side first paint of the public pages the server prefetches (see
// server/http/initial-data.ts): the page is rendered to HTML with the same components and the
// same API answers the app will use, so the browser paints the banner, text and pictures before
// the JavaScript has arrived. It is not hydrated: the app's first render replaces it with
// identical markup. Built by `vite build --ssr` into dist-ssr/ and loaded by the server.
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { sanitizeRichText } from '../server/services/rich-text';
import { provideInitialAnswers } from './data/initial-data';
import { forgetResources } from './features/content/use-resource';
import { createAppRouter } from './router';
import { createStore, Provider } from './state/jotai';
import { setSanitizerWithoutDom } from './ui/safe-html';
import { cssVariablesResolver, theme } from './ui/theme';

setSanitizerWithoutDom(sanitizeRichText);

/** One page at a time: the answers and the resource cache are module state. */
let queue: Promise<unknown> = Promise.resolve();

export function prerender(url: string, answers: Record<string, unknown>): Promise<string> {
  const page = queue.then(() => render(url, answers));
  queue = page.catch(() => undefined);
  return page;
}

async function render(url: string, answers: Record<string, unknown>): Promise<string> {
  forgetResources();
  provideInitialAnswers(answers);
  const router = createAppRouter(
    { currentUser: () => Promise.resolve(null) },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  return renderToString(
    <Provider store={createStore()}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
}
