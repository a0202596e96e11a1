import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { bootScript } from './src/lib/boot-session.ts';

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
  // The Material UI internals both the login and the shell build on (Paper, inputs, the styling
  // engine): a chunk of their own, so that neither page downloads the other's chunk for them.
  {
    name: 'ui-base',
    test: /@mui[\\/](system|utils|material[\\/](utils|Paper|InputBase|FormControl|FormLabel|FormHelperText|InputLabel|Link|OutlinedInput|TextareaAutosize))[\\/]/,
    priority: 3,
  },
  {
    name: 'login',
    test: /src[\\/]features[\\/]auth[\\/](login-page|auth-card|auth-submit-button)\./,
    priority: 2,
  },
  {
    name: 'shell',
    // The dashboard's Spanish strings come with it (dashboard-es.ts; the English comes when asked
    // for); its charts (MUI X Charts) come later, on their own, and its feature's declaration
    // (dashboard.feature.ts) is the route table's, in the app chunk.
    test: /src[\\/](app[\\/](protected-layout|app-layout|user-menu)|features[\\/]dashboard[\\/](?!dashboard-charts\.|dashboard\.feature\.|dashboard-en\.))/,
    priority: 1,
  },
];
/**
 * The chunks of a page a visit starts on, with what they import beside the app's own chunk (which
 * index.html's module script already asks for).
 */
function entryPageFiles(bundle: Rolldown.OutputBundle | undefined, page: string): string[] {
  const chunks = Object.values(bundle ?? {}).flatMap((output) =>
    output.type === 'chunk' ? [output] : [],
  );
  const files = new Set<string>();
  for (const chunk of chunks.filter((chunk) => chunk.name === page)) {
    files.add(chunk.fileName);
    for (const imported of chunk.imports) files.add(imported);
  }
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const loaded of [entry.fileName, ...entry.imports]) files.delete(loaded);
  }
  return [...files].map((file) => `/${file}`);
}

/** index.html's module script, which Vite writes for the app's entry. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html starts with the boot script (src/lib/boot-session.ts): the page a visitor lands on,
 * the dashboard with a saved session or /login without one, has its code and its profile on the
 * way at once, not once the router has started and asked for them; the other page's code is not
 * downloaded at all. The boot script also loads the app's entry (Vite's module script is taken
 * out of the page), once the splash is painted. The server allows this one inline script by its
 * hash (web.plugin.ts).
 */
function bootSessionScript(): Plugin {
  return {
    name: 'iris-boot-session',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('index.html: no module script for the entry');
        return {
          html: html.replace(ENTRY_SCRIPT, ''),
          tags: [
            {
              tag: 'script',
              children: bootScript({
                entry,
                session: entryPageFiles(context.bundle, 'shell'),
                guest: entryPageFiles(context.bundle, 'login'),
              }),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

export default defineConfig({
  root: here,
  plugins: [react(), bootSessionScript()],
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
