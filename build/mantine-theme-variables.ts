// The theme's CSS variables as a stylesheet of the build (virtual:mantine-theme-variables.css),
// in place of the <style> MantineProvider writes on every render: building that text (every
// colour of every palette, compared against Mantine's defaults) cost a phone about 45 ms of each
// page's first render (4x CPU), and it never changes between builds of the same theme. The text
// is Mantine's own: an empty provider rendered once here, its variables style read back.
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/ui/theme';

const ID = 'virtual:mantine-theme-variables.css';
const RESOLVED = `\0${ID}`;

export function themeVariablesCss(): string {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver }),
  );
  const css = /<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/.exec(html)?.[1];
  if (!css) throw new Error("MantineProvider wrote no variables style: Mantine's output changed");
  return css;
}

export function mantineThemeVariables(): Plugin {
  return {
    name: 'mantine-theme-variables',
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themeVariablesCss() : undefined),
  };
}
