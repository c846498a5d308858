// Build of the PWA. The service worker is ours (workers/sw.ts, injectManifest): Workbox injects
// the list of built files to precache: JS, CSS, HTML, icons and the manifest. Images from the
// API are not precached (too many, too large); the service worker caches them at run time.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_PORT = Number(process.env.PORT ?? 8080);
const api = `http://localhost:${API_PORT}`;

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
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
      },
    }),
  ],
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
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
