import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import type * as AxeCore from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { aparece } from './helpers';
import { alAvisoDemo, test } from './test';

// A busy machine (CI shares its cores) can take a while to show a screen.
export const expect = baseExpect.configure({ timeout: 30_000 });

/** axe-core as published, put into a page once per document (the walks audit a document many times). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is now, within `include` (a CSS selector) or the whole page: every
 * rule of axe's default set, WCAG 2.0/2.1 A and AA and axe's best practices (D18). Only violations are
 * asked for: axe then skips detailing every passing node.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeResults['violations']> {
  // Evaluated by the test runner, as a devtools console would: the page's CSP does not apply to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { resultTypes: ['violations'] };
  const { violations } = await page.evaluate(
    ([within, opts]) => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      return axe.run(within ? { include: [within] } : document, opts);
    },
    [include ?? null, options] as const,
  );
  return violations;
}

/** The serious and critical ones of `violations`, a line each: what a test requires to be empty. */
export const serias = (violations: AxeResults['violations']) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);

type Finding = { id: string; impact: string; help: string; targets: string[] };
type Report = Record<string, { serious: number; all: number; ms: number; findings: Finding[] }>;

const inFlight = new WeakMap<Page, { count: number; last: number }>();

/**
 * Counts the page's requests in flight: the browser's (the app's files) and the demo backend's, which
 * it answers in the page (the context records them: `grabarDemo`).
 */
export function trackNetwork(page: Page) {
  const state = { count: 0, last: Date.now() };
  inFlight.set(page, state);
  const start = () => {
    state.count += 1;
    state.last = Date.now();
  };
  const done = () => {
    state.count = Math.max(0, state.count - 1);
    state.last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  alAvisoDemo(page, (a) => (a.fase === 'pedida' ? start() : done()));
}

/**
 * The screen as the user ends up seeing it: no request in flight for a moment, no spinner, the
 * signed-in user's name in the navbar (on signed-in screens), every transition finished.
 */
export async function settle(page: Page) {
  const net = inFlight.get(page);
  if (net) {
    await expect
      .poll(() => net.count === 0 && Date.now() - net.last >= 300, {
        message: 'red en reposo',
        intervals: [100],
      })
      .toBe(true);
  }
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  if (page.url().includes('/default-layout/')) {
    await aparece(page.getByTestId('navbar-user-name'), 30_000);
    await expect(page.getByTestId('navbar-user-name')).not.toBeEmpty();
  }
  // Let an opening dialog, menu or picker finish its transition so that axe sees its final colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

let report: Report = {};

/** Every screen's findings (all impacts) in test-results/a11y/<test>.json, for the record. */
export function recordFindings() {
  test.beforeEach(() => {
    report = {};
  });
  test.afterEach(() => {
    const info = test.info();
    mkdirSync('test-results/a11y', { recursive: true });
    writeFileSync(
      `test-results/a11y/${info.title.split(':')[0]}-${info.testId}.json`,
      JSON.stringify(report, null, 2),
    );
  });
}

/**
 * axe (its default rules, D18) on the whole page — shell, screen and any dialog, menu or picker open —
 * once it has settled. Nothing serious or critical may be found (a soft assertion, so one walk reports
 * every screen).
 */
export async function audit(page: Page, screen: string) {
  await settle(page);
  await analyze(page, screen);
}

type Retenedor = { __retencionDemo: { activa: boolean; esperas: Array<() => void> } };

/**
 * Lets a test hold the demo backend's answers (`retener(page, true)`): a screen then stays as it first
 * paints — loading bars, skeletons, empty grids — until `retener(page, false)` lets them go. The demo
 * backend runs no handler of a held request until then (mocks/browser.ts, `__retencionDemo`).
 */
export async function retenible(context: BrowserContext) {
  await context.addInitScript(() => {
    (window as unknown as Retenedor).__retencionDemo = { activa: false, esperas: [] };
  });
}

/** Holds the demo's answers from now on (true), or lets every held one go and stops holding (false). */
export async function retener(page: Page, hold: boolean) {
  await page.evaluate((on) => {
    const r = (window as unknown as Retenedor).__retencionDemo;
    r.activa = on;
    if (!on) r.esperas.splice(0).forEach((soltar) => soltar());
  }, hold);
}

/** How many requests the demo backend is holding. */
export function retenidas(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Retenedor).__retencionDemo.esperas.length);
}

/**
 * axe on the page as it is now — a screen at first paint, before its answers — with the same rules
 * and the same record as `audit`.
 */
export async function analyze(page: Page, screen: string) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const started = Date.now();
  const violations = await axeViolations(page);
  const findings = violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  const serious = serias(violations);
  report[screen] = { serious: serious.length, all: findings.length, ms: Date.now() - started, findings };
  expect.soft(serious, `axe on ${screen}`).toEqual([]);
}
