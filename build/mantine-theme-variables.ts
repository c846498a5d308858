// The theme's CSS variables as a stylesheet of the build (virtual:mantine-theme-variables.css),
// in place of the <style> MantineProvider writes on every render: building that text (every
// colour of every palette, compared against Mantine's defaults) cost a phone about 30 ms of each
// page's first render (4x CPU), and it never changes between builds of the same theme. The text
// is Mantine's own: an empty provider rendered once here, its variables style read back.
// In the browser build, the module of Mantine's that only that style uses is left out too: it
// works out all of Mantine's default variables as it loads (about 25 ms of the app's start at
// 4x CPU), to compare against when the style is written.
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/ui/theme';

const ID = 'virtual:mantine-theme-variables.css';
const RESOLVED = `\0${ID}`;
const DEFAULTS_IMPORTER = '/@mantine/core/esm/core/MantineProvider/MantineCssVariables/';
const DEFAULTS_MODULE = '/remove-default-variables.mjs';
const NO_DEFAULTS = '\0mantine-no-default-variables';

export function themeVariablesCss(): string {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver }),
  );
  const css = /<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/.exec(html)?.[1];
  if (!css) throw new Error("MantineProvider wrote no variables style: Mantine's output changed");
  return css;
}

export function mantineThemeVariables(): Plugin[] {
  return [
    {
      name: 'mantine-theme-variables',
      resolveId: (source) => (source === ID ? RESOLVED : undefined),
      load: (id) => (id === RESOLVED ? themeVariablesCss() : undefined),
    },
    {
      name: 'mantine-no-runtime-variables',
      enforce: 'pre',
      apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
      resolveId: (source, importer) =>
        importer?.replaceAll('\\', '/').includes(DEFAULTS_IMPORTER) &&
        source.endsWith(DEFAULTS_MODULE)
          ? NO_DEFAULTS
          : undefined,
      load: (id) =>
        id === NO_DEFAULTS
          ? `export function removeDefaultVariables() {
  throw new Error('The theme variables are a stylesheet (build/mantine-theme-variables.ts): MantineProvider needs withCssVariables={false}');
}`
          : undefined,
    },
  ];
}
