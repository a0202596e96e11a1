// `npm run bench`: what it measured, as the table it prints (bench/results/latest.json keeps
// the same figures).
import type { TreeRender } from './questionnaire.js';
import { lighthouseLines, type PageScore } from './lighthouse.js';
import type { LoginJs } from './login-js.js';
import { loadLine, type LoadResult } from './table-load.js';

export type Skipped = { skipped: string };
export interface EngineResult {
  engine: 'pglite' | 'postgres';
  users: number;
  seedMs: number;
  rssMb: number | null;
  load: LoadResult[];
  /** The 5,000-line physical count: through the API, and its updates by hand in SQL. */
  count: { apiMs: number; sqlMs: number };
}

export interface Startup {
  medianMs: number;
  runs: number[];
}

export const countLine = (count: EngineResult['count']) =>
  `physical count of 5,000 lines: executed in ${count.apiMs} ms (its updates by hand in SQL: ${count.sqlMs} ms)`;

function engineLines(label: string, result: EngineResult | Skipped): string {
  if ('skipped' in result) return `${label.padEnd(28)}skipped (${result.skipped})`;
  const rss = result.rssMb === null ? '?' : result.rssMb.toFixed(0);
  const head = `${label} (${result.users} staff, patients and stock rows, seeded in ${result.seedMs} ms, RSS ${rss} MB)`;
  return [head, ...result.load.map(loadLine), `  ${countLine(result.count)}`].join('\n');
}

export function report(results: {
  cores: number;
  startup: { first: Startup; restart: Startup };
  loginJs: LoginJs | Skipped;
  treeRender: TreeRender | Skipped;
  lighthouse: PageScore[] | Skipped;
  getTable: { pglite: EngineResult; postgres: EngineResult | Skipped };
}) {
  const { startup, loginJs, treeRender, lighthouse, getTable } = results;
  const lines = [`Iris benchmark (${results.cores} cores)`];
  for (const [label, runs] of [
    ['first start to ready (ms)', startup.first],
    ['restart to ready (ms)', startup.restart],
  ] as const) {
    lines.push(`${label.padEnd(28)}${runs.medianMs}  (runs: ${runs.runs.join(', ')})`);
  }
  if ('skipped' in loginJs) {
    lines.push(`${'/login JS (gzip KB)'.padEnd(28)}skipped (${loginJs.skipped})`);
  } else {
    lines.push(
      `${'/login JS (gzip KB)'.padEnd(28)}${loginJs.gzipKb.toFixed(1)} (${loginJs.files.length} files; ` +
        `${loginJs.wireKb.toFixed(1)} KB on the wire, ${loginJs.compressedFiles} compressed by the server)`,
    );
    for (const file of loginJs.files) {
      lines.push(
        `  ${file.url}  ${(file.gzipBytes / 1024).toFixed(1)} KB gzip, ${file.encoding ?? 'identity'} ${(file.wireBytes / 1024).toFixed(1)} KB wire`,
      );
    }
  }
  lines.push(
    'skipped' in treeRender
      ? `${'questionnaire expand all'.padEnd(28)}skipped (${treeRender.skipped})`
      : `${'questionnaire expand all'.padEnd(28)}${treeRender.expandAllMs} ms for ${treeRender.nodes} nodes, ` +
          `longest frame ${treeRender.longestFrameMs} ms (collapse all ${treeRender.collapseAllMs} ms)`,
  );
  if ('skipped' in lighthouse) {
    lines.push(`${'Lighthouse'.padEnd(28)}skipped (${lighthouse.skipped})`);
  } else {
    lines.push(...lighthouseLines(lighthouse));
  }
  lines.push(engineLines('getTable pglite', getTable.pglite));
  lines.push(engineLines('getTable postgres', getTable.postgres));
  return lines.join('\n');
}
