// @vitest-environment jsdom
// The search box over the server's first paint: what a visitor typed before the app hydrated the
// page stays in the box, and Back or Forward (a new search in the address) shows that search.
import { MantineProvider } from '@mantine/core';
import { act } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { SearchForm } from '../../src/ui/search-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const form = (initial: string) => (
  <MantineProvider>
    <SearchForm
      action="/art-categories"
      label="Search the catalogue"
      initial={initial}
      onSearch={() => undefined}
      box={{ 'aria-label': 'Search art' }}
    />
  </MantineProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The server's markup, typed into, then hydrated by the app. */
function hydrateAfterTyping(initial: string, typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form(initial));
  document.body.append(container);
  const box = container.querySelector('input')!;
  box.value = typed;
  act(() => {
    root = hydrateRoot(container, form(initial));
  });
  return box;
}

it('keeps what was typed into the painted box through hydration', () => {
  const box = hydrateAfterTyping('', 'sea');
  expect(box.isConnected).toBe(true);
  expect(box.value).toBe('sea');
});

it("shows the address's new search after Back or Forward, in the same box", () => {
  const box = hydrateAfterTyping('sea', 'sea');
  act(() => root!.render(form('harbour')));
  expect(box.value).toBe('harbour');
  act(() => root!.render(form('')));
  expect(box.value).toBe('');
});
