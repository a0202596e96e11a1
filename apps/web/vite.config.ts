import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Resolved from this file so the config works from the workspace root too (no node typings in the browser app).
const here = decodeURIComponent(new URL('.', import.meta.url).pathname).replace(/\/$/, '');

/**
 * What the first page needs comes in few files: on a phone over a slow link each request costs a
 * round trip, and the server speaks HTTP/1.1 over six connections. The code every page runs is
 * one chunk; the login page is one, and so is the shell behind the login (the layout and the
 * dashboard).
 */
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 3 },
  {
    name: 'login',
    test: /src[\\/]features[\\/]auth[\\/](login-page|auth-card|auth-submit-button)\./,
    priority: 2,
  },
  {
    name: 'shell',
    test: /src[\\/](app[\\/](protected-layout|app-layout|user-menu)|features[\\/]dashboard[\\/])/,
    priority: 1,
  },
];
/** The chunks of the two pages a visit starts on: /login, or the dashboard with a session. */
const ENTRY_PAGES = new Set(['login', 'shell']);

/**
 * index.html asks for the entry pages' chunks beside the app's own: whichever page the visitor
 * lands on is on its way at once, not only once the router has started and asked for it.
 */
function preloadEntryPages(): Plugin {
  return {
    name: 'iris-preload-entry-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const files = new Set<string>();
        for (const chunk of chunks.filter((chunk) => ENTRY_PAGES.has(chunk.name))) {
          files.add(chunk.fileName);
          for (const imported of chunk.imports) files.add(imported);
        }
        // Already asked for by the page's own script.
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
          for (const loaded of [entry.fileName, ...entry.imports]) files.delete(loaded);
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  root: here,
  plugins: [react(), preloadEntryPages()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: `${here}/dist`,
    emptyOutDir: true,
    // The DataGrid chunk is large but only loaded by list pages, never by /login.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});
