import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

/** In development the API is elsewhere; the server answers /runtime-config.js in production. */
const devRuntimeConfig: Plugin = {
  name: 'ecoscha-dev-runtime-config',
  configureServer(server) {
    server.middlewares.use('/runtime-config.js', (_request, response) => {
      response.setHeader('content-type', 'text/javascript');
      response.end('window.__ECOSCHA_CONFIG__ = {};\n');
    });
  },
};

export default defineConfig({
  plugins: [react(), devRuntimeConfig],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
      '/content': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
