// Build of the PWA. The service worker is ours (workers/sw.ts, injectManifest): Workbox injects
// the list of built files to precache: what a shopper needs (JS, CSS, HTML, icons and the
// manifest), without the code only staff screens, the rich-text editor and the captcha load,
// which the service worker caches at run time when first used. Images from the API are not
// precached (too many, too large); the service worker caches them at run time.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { mantineThemeVariables } from './build/mantine-theme-variables';
import { vendorChunks } from './build/vendor-chunks';
import { precompressed } from './build/precompress';
import { sharedAppChunk } from './build/shared-app-chunk';

const API_PORT = Number(process.env.PORT ?? 8080);
const api = `http://localhost:${API_PORT}`;

// src/main.tsx imports the app once the first paint is on screen; the app's own styles (the CSS
// modules of the layout, home and catalogue) must still arrive with the page, or the server's
// first paint would show unstyled, so their files are linked from index.html too.
function appStylesInHtml(): Plugin {
  return {
    name: 'app-styles-in-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const c of Object.values(bundle ?? {}))
          if (c.type === 'chunk') chunks.set(c.fileName, c);
        const app = [...chunks.values()].find((c) =>
          c.moduleIds.some((id) => id.endsWith('/src/app.tsx')),
        );
        // The chunk the app is in (build/shared-app-chunk.ts) and those it imports, as the start
        // loads them.
        const css = new Set<string>();
        const seen = new Set<Rollup.OutputChunk>();
        const visit = (chunk: Rollup.OutputChunk | undefined) => {
          if (!chunk || chunk.isEntry || seen.has(chunk)) return;
          seen.add(chunk);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const next of chunk.imports) visit(chunks.get(next));
        };
        visit(app);
        return [...css].map((file) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

// Lazily loaded modules a shopper never needs offline: the staff screens, the rich-text editor
// (tiptap, also behind an artist's "about" editor) and the captcha of the sign-up form.
const ON_DEMAND = [
  /\/src\/routes\/admin-/,
  /\/src\/features\/admin\//,
  /\/src\/features\/account\/about-editor\.tsx$/,
  /\/node_modules\/altcha\//,
];

/**
 * The files (JS and their CSS) that only ON_DEMAND modules reach: everything the app's entry
 * reaches, minus what it reaches without entering an ON_DEMAND module. Filled when the app's
 * bundle is written; read by the precache manifest's filter, which runs after.
 */
function onDemandFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'on-demand-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (c): c is Rollup.OutputChunk => c.type === 'chunk',
      );
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
      if (!entry) return; // the service worker's own build
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      /** Follows static imports always, dynamic ones unless `skip` says so. */
      const reach = (skip: (c: Rollup.OutputChunk) => boolean) => {
        const seen = new Set<string>();
        const visit = (name: string, lazily: boolean) => {
          const chunk = byName.get(name);
          if (!chunk || seen.has(name) || (lazily && skip(chunk))) return;
          seen.add(name);
          for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
          for (const next of chunk.imports) visit(next, false);
          for (const next of chunk.dynamicImports) visit(next, true);
        };
        visit(entry.fileName, false);
        return seen;
      };
      const shopper = reach((c) => ON_DEMAND.some((re) => re.test(c.facadeModuleId ?? '')));
      files.clear();
      for (const file of reach(() => false)) if (!shopper.has(file)) files.add(file);
    },
  };
  return { plugin, files };
}
const onDemand = onDemandFiles();
const sharedApp = sharedAppChunk(ON_DEMAND);

// vite-plugin-pwa 2.0 builds the service worker into one file with Rollup's
// `inlineDynamicImports`, which Rolldown (Vite 8) deprecates with a warning on every build;
// `codeSplitting: false` is its name for the same thing.
function singleFileServiceWorker(): Plugin {
  return {
    name: 'single-file-service-worker',
    outputOptions({ inlineDynamicImports: _, ...output }) {
      return { ...output, codeSplitting: false };
    },
  };
}

const vendor = vendorChunks();

// Mantine's useId swaps React's id for a random one after mounting, rendering every component
// that uses it a second time: src/ui/mantine-use-id.ts keeps React's. The browser build only:
// the server's first paint (SSR, Mantine external) renders React's id too, so hydration agrees.
function reactIdsForMantine(): Plugin {
  const replacement = fileURLToPath(new URL('src/ui/mantine-use-id.ts', import.meta.url));
  return {
    name: 'react-ids-for-mantine',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const mantineHooks = importer?.replaceAll('\\', '/').includes('/@mantine/hooks/esm/');
      return mantineHooks && source.endsWith('/use-id/use-id.mjs') ? replacement : null;
    },
  };
}

// `vite build --ssr src/prerender.tsx` makes the server's first-paint renderer (dist-ssr/), which
// needs no service worker.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    mantineThemeVariables(),
    react(),
    reactIdsForMantine(),
    appStylesInHtml(),
    onDemand.plugin,
    sharedApp.plugin,
    vendor.plugin,
    !isSsrBuild && precompressed(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'workers',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        // The icons are in the globbed files already: listed once.
        includeManifestIcons: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
          // Only the install sheet shows these: no reason for every visitor to download them.
          globIgnores: ['screenshots/**'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          manifestTransforms: [
            (entries) =>
              Promise.resolve({
                manifest: entries.filter((e) => !onDemand.files.has(e.url)),
                warnings: [],
              }),
          ],
          buildPlugins: { vite: [singleFileServiceWorker()] },
        },
        manifest: {
          // The app's identity for the browser, kept if start_url ever changes.
          id: '/',
          name: 'Gallery Print Shop',
          short_name: 'Gallery Prints',
          description: 'Archival fine-art prints from the gallery, configured and priced live.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#8c1c2b',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icons/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
          // Chrome's richer install sheet: the home page as a phone (narrow) and a desktop
          // (wide) see it, taken with headless Chromium from the running app.
          screenshots: [
            {
              src: '/screenshots/home-narrow.png',
              sizes: '390x844',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'Home page on a phone',
            },
            {
              src: '/screenshots/home-wide.png',
              sizes: '1280x800',
              type: 'image/png',
              form_factor: 'wide',
              label: 'Home page on a desktop',
            },
          ],
        },
      }),
  ],
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/domain/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/media': api,
      '/sanctum': api,
      '^/(login|logout|register|forgot-password|reset-password|user|email)(/.*)?$': {
        target: api,
        bypass: (req) => (req.method === 'GET' ? req.url : undefined),
      },
    },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 1500,
        manifest: true,
        rolldownOptions: {
          output: { codeSplitting: { groups: [...vendor.groups, ...sharedApp.groups] } },
        },
      },
}));
