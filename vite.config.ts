import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { prerender } from './scripts/prerender.ts';
import { pwa } from './scripts/pwa.ts';
import { startupChunks } from './scripts/startup-chunks.ts';

/** Plugins for the browser's bundle only, not for the prerendering's server-side build. */
const browserOnly = (plugins: PluginOption[]): PluginOption[] =>
  plugins
    .flat()
    .map((plugin) =>
      plugin && typeof plugin === 'object' && 'name' in plugin
        ? { ...plugin, applyToEnvironment: (environment) => environment.name === 'client' }
        : plugin,
    );

export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    tailwindcss(),
    prerender(),
    ...browserOnly([
      startupChunks(fileURLToPath(new URL('./src/web/main.tsx', import.meta.url))),
      pwa(),
      precompress(),
    ]),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
