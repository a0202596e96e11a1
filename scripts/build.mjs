// `npm run build`, and `npm start` before it runs: brings up to date what Iris runs from — the web
// app (Vite), the API compiled to JavaScript (esbuild) and the embedded database prepared for a
// first start. Each is judged by a hash of its inputs' contents, written beside its output once it
// is built, so that after a `git pull` whatever changed is rebuilt and nothing stale is served,
// while an unchanged tree builds nothing. `--force` rebuilds everything.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_DIST = 'apps/api/dist';
const SKIPPED = new Set(['node_modules', 'dist', '.vite']);
/** What every output depends on: the installed packages, the compiler settings, this script. */
const COMMON_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'scripts/build.mjs'];

/** Builds the API's entry points into apps/api/dist, our code bundled, the packages imported. */
async function buildApi() {
  const dist = path.join(ROOT, API_DIST);
  mkdirSync(dist, { recursive: true });
  for (const name of readdirSync(dist)) {
    if (/\.js(\.map)?$/.test(name)) rmSync(path.join(dist, name));
  }
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: ROOT,
    entryPoints: {
      server: 'apps/api/src/server.ts',
      'prepare-database': 'apps/api/src/db/prepare-database.ts',
      backup: 'apps/api/src/backup/backup.cli.ts',
      restore: 'apps/api/src/backup/restore.cli.ts',
    },
    // Chunks stay beside the entries: src/paths.ts finds the API's folders one level up.
    outdir: API_DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-imports',
        setup(esbuild) {
          // Bare imports are packages, loaded from node_modules at run time, except our own
          // TypeScript workspace packages, which must be compiled in.
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@iris/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

const WEB_DIST = 'apps/web/dist';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes beside each text file of the web app its brotli (best quality) and gzip copies, which the
 * server sends as they are (web.plugin.ts): a phone on a slow link downloads a sixth less than
 * with the quick compression done per request, and the server spends nothing on it.
 */
async function precompressWeb() {
  const dist = path.join(ROOT, WEB_DIST);
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && COMPRESSIBLE.test(entry.name),
  );
  await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const bytes = await readFile(file);
      if (bytes.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/**
 * Always a production build: a build started from a test run (NODE_ENV=test) would otherwise
 * bundle React's development code, and its stamp would let `npm start` serve it as up to date.
 */
function run(command, args) {
  execFileSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const TARGETS = [
  {
    name: 'web',
    label: 'the web app',
    inputs: ['apps/web', 'packages/domain'],
    stamp: `${WEB_DIST}/.build-hash`,
    // Vite's list of every chunk is for `npm run build`; `npm start` shows its warnings only.
    build: async ({ quiet }) => {
      run('npm', [
        'run',
        'build',
        '-w',
        '@iris/web',
        ...(quiet ? ['--silent', '--', '--logLevel', 'warn'] : []),
      ]);
      await precompressWeb();
    },
  },
  {
    name: 'server',
    label: 'the server',
    inputs: ['apps/api/src', 'apps/api/package.json', 'packages/domain'],
    stamp: `${API_DIST}/.build-hash-server`,
    build: buildApi,
  },
  {
    name: 'database',
    label: 'the embedded database prepared for a first start',
    inputs: ['apps/api/drizzle', 'apps/api/src/db', 'apps/api/src/paths.ts'],
    stamp: `${API_DIST}/.build-hash-database`,
    build: () => run(process.execPath, [`${API_DIST}/prepare-database.js`]),
  },
];

function addTree(hash, relative) {
  const entries = readdirSync(path.join(ROOT, relative), { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue;
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) addTree(hash, child);
    else if (entry.isFile()) hash.update(`${child}\0`).update(readFileSync(path.join(ROOT, child)));
  }
}

/** A hash of the inputs' paths and contents. */
function inputsHash(inputs) {
  const hash = createHash('sha256');
  for (const input of [...COMMON_INPUTS, ...inputs]) {
    const full = path.join(ROOT, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) addTree(hash, input);
    else hash.update(`${input}\0`).update(readFileSync(full));
  }
  return hash.digest('hex');
}

/**
 * Builds every output (or those named in `only`) whose inputs changed since it was built (all of
 * them with `force`), in order: the database is prepared by the compiled API. Answers the labels
 * of what it built.
 */
export async function ensureBuilt({
  force = false,
  quiet = false,
  log = console.log,
  only = TARGETS.map((target) => target.name),
} = {}) {
  const built = [];
  for (const target of TARGETS.filter(({ name }) => only.includes(name))) {
    const hash = inputsHash(target.inputs);
    const stamp = path.join(ROOT, target.stamp);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
    log(`Building ${target.label}…`);
    rmSync(stamp, { force: true });
    await target.build({ quiet });
    mkdirSync(path.dirname(stamp), { recursive: true });
    writeFileSync(stamp, hash);
    built.push(target.label);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = await ensureBuilt({ force: process.argv.includes('--force') });
  if (built.length === 0) console.log('Everything is up to date: nothing to build.');
}
