import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Resolved from this file so the config works from the workspace root too (no node typings in the browser app).
const here = decodeURIComponent(new URL('.', import.meta.url).pathname).replace(/\/$/, '');

// The Node.js running Vitest (read through globalThis: the browser app has no node typings).
const node = (globalThis as unknown as { process: { versions: { node: string } } }).process;
const webStorageIsNodes = Number(node.versions.node.split('.')[0]) >= 25;

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
    // From Node 25 on, Node's own localStorage and sessionStorage are on by default, and without
    // a file they are undefined globals that hide jsdom's: turned off, jsdom's are the page's.
    execArgv: webStorageIsNodes ? ['--no-experimental-webstorage'] : [],
  },
});
