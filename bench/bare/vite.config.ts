import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import app from '../../vite.config';

// The bare page is built with the app's own plugins and build settings, into bench/bare/dist.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { ...app.build, outDir: 'dist', emptyOutDir: true },
});
