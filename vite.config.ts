import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chakraLazyGlobalCss } from './scripts/vite/chakra-lazy-global';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
  // Single Chakra recipe modules, for views loaded after the first paint (src/components/slot-recipes.ts).
  '@chakra-theme': fileURLToPath(
    new URL('./node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url),
  ),
};

const providerPort = process.env.PROVIDER_PORT ?? '8080';

export default defineConfig({
  plugins: [react(), chakraLazyGlobalCss()],
  resolve: { alias },
  // FLOWS_EXPLORER=0 builds the SPA without the flow explorer (src/flows/enabled.ts).
  define: { __FLOWS_EXPLORER__: JSON.stringify(process.env.FLOWS_EXPLORER !== '0') },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${providerPort}`,
      // The provider's demo payment gateway page (CONTRACT "Our extensions").
      '/payment-mobile': `http://127.0.0.1:${providerPort}`,
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
});
