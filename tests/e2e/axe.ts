import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import type * as AxeCore from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { aparece } from './helpers';
import { test } from './test';

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

/** Counts the page's requests in flight (the demo backend answers them from its service worker). */
export function trackNetwork(page: Page) {
  const state = { count: 0, last: Date.now() };
  inFlight.set(page, state);
  page.on('request', () => {
    state.count += 1;
    state.last = Date.now();
  });
  const done = () => {
    state.count = Math.max(0, state.count - 1);
    state.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
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

type Retenedor = { __retener: boolean; __retenidas: Array<() => void> };

/**
 * Lets a test hold the page's API requests (`retener(page, true)`): a screen then stays as it first
 * paints — loading bars, skeletons, empty grids — until `retener(page, false)` sends them. The requests
 * are held before they leave the page (XHR's send, fetch), so the demo backend never sees them early.
 */
export async function retenible(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as Retenedor;
    w.__retener = false;
    w.__retenidas = [];
    const isApi = (url: string) => new URL(url, location.href).pathname.startsWith('/api/');
    const urls = new WeakMap<XMLHttpRequest, string>();
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      urls.set(this, String(args[1]));
      return (open as (...a: unknown[]) => void).apply(this, args);
    } as typeof open;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      if (w.__retener && isApi(urls.get(this) ?? '')) w.__retenidas.push(() => send.call(this, body));
      else send.call(this, body);
    };
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!w.__retener || !isApi(url)) return fetch(input, init);
      return new Promise((resolve, reject) =>
        w.__retenidas.push(() => fetch(input, init).then(resolve, reject)),
      );
    };
  });
}

/** Holds the API requests from now on (true), or sends every held one and stops holding (false). */
export async function retener(page: Page, hold: boolean) {
  await page.evaluate((on) => {
    const w = window as unknown as Retenedor;
    w.__retener = on;
    // A request cancelled while held (its screen left) cannot be sent: the others still go.
    if (!on)
      w.__retenidas.splice(0).forEach((send) => {
        try {
          send();
        } catch {
          // aborted before it left
        }
      });
  }, hold);
}

/** How many API requests the page is holding back. */
export function retenidas(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Retenedor).__retenidas.length);
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
