// Lighthouse's performance score for /login and the dashboard, in Debian's Chromium: its default
// mobile run (a mid-range phone on a slow 4G link, simulated: the CPU slowed down 4 times) and its
// desktop run. Part of `npm run bench`; `npm run bench:lighthouse` runs it alone.
//
// The simulation starts from the tasks as this machine ran them: a busy machine (other processes
// on its cores) makes them longer, and the score lower. Lighthouse's benchmark index of the
// machine, measured in each run, is reported beside the score for that reason.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';
import { freePort } from '../e2e/support/iris-process.js';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

type Setting = 'mobile' | 'desktop';

export interface PageScore {
  page: string;
  setting: Setting;
  /** Lighthouse's benchmark index of this machine in the median run, and the CPU slowdown. */
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** The median run's figures (by score) and every run's score. */
  score: number;
  runs: number[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = <T>(values: T[], by: (value: T) => number) =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;

/**
 * Scores /login (no session) and the dashboard (logged in as `token`, and as each of `others`:
 * another role lands on another dashboard) on a server at `baseUrl`; null when Chromium is not
 * installed.
 */
export async function measureLighthouse(
  baseUrl: string,
  token: string,
  others: { name: string; token: string }[] = [],
): Promise<PageScore[] | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'iris-lighthouse-'));
  // A persistent profile: the tab Lighthouse opens shares its localStorage, where the session is.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const scores: PageScore[] = [];
    for (const [name, url, session] of [
      ['/login', '/login', null],
      ['dashboard', '/', token],
      ...others.map((other) => [`dashboard (${other.name})`, '/', other.token] as const),
    ] as const) {
      await page.goto(`${baseUrl}/privacyPolicy`);
      await page.evaluate((value) => {
        if (value) localStorage.setItem('iris.token', value);
        else localStorage.clear();
      }, session);
      for (const setting of ['mobile', 'desktop'] as const) {
        scores.push(await score(`${baseUrl}${url}`, name, setting, port));
      }
    }
    return scores;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function score(
  url: string,
  page: string,
  setting: Setting,
  port: number,
): Promise<PageScore> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse empties the cache before each run, as for a first visit, but keeps localStorage
    // and so the dashboard's session.
  };
  const runs: Omit<PageScore, 'runs'>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, flags, setting === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, environment, configSettings } = result.lhr;
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    runs.push({
      page,
      setting,
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      cpuSlowdown: configSettings.throttling.cpuSlowdownMultiplier,
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    });
  }
  return { ...median(runs, (run) => run.score), runs: runs.map((run) => run.score) };
}

export function lighthouseLines(scores: PageScore[]): string[] {
  return scores.map(
    (s) =>
      `${`Lighthouse ${s.page}, ${s.setting}`.padEnd(48)}${s.score}  (runs: ${s.runs.join(', ')}; ` +
      `FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls}; ` +
      `CPU ×${s.cpuSlowdown}, benchmark index ${s.benchmarkIndex})`,
  );
}
