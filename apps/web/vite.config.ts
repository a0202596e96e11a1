import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Resolved from this file so the config works from the workspace root too (no node typings in the browser app).
const here = decodeURIComponent(new URL('.', import.meta.url).pathname).replace(/\/$/, '');

export default defineConfig({
  root: here,
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: `${here}/dist`,
    emptyOutDir: true,
    // The DataGrid chunk is large but only loaded by list pages, never by /login.
    chunkSizeWarningLimit: 1200,
  },
});
