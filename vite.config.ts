// Build of the PWA. The service worker is ours (workers/sw.ts, injectManifest): Workbox injects
// the list of built files to precache: JS, CSS, HTML, icons and the manifest. Images from the
// API are not precached (too many, too large); the service worker caches them at run time.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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
        const app = Object.values(bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/app.tsx'),
        );
        const css = app?.type === 'chunk' ? [...(app.viteMetadata?.importedCss ?? [])] : [];
        return css.map((file) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

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

// `vite build --ssr src/prerender.tsx` makes the server's first-paint renderer (dist-ssr/), which
// needs no service worker.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    appStylesInHtml(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'workers',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
          // Only the install sheet shows these: no reason for every visitor to download them.
          globIgnores: ['screenshots/**'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
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
    : { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500, manifest: true },
}));
