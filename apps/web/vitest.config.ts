import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Resolved from this file so the config works from the workspace root too (no node typings in the browser app).
const here = decodeURIComponent(new URL('.', import.meta.url).pathname).replace(/\/$/, '');

export default defineConfig({
  root: here,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup-tests.ts'],
    // MUI and the DataGrid are heavy to transform on first import.
    testTimeout: 20000,
  },
});
