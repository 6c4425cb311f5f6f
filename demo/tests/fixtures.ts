import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type { CartSnapshot } from '@vitrine/contract';

const require = createRequire(import.meta.url);
// Injected with page.evaluate (the DevTools protocol), which the demo's CSP does not block; a <script> tag would be.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type FaultKind = 'status500' | 'slow' | 'malformed' | 'html' | 'nonce' | 'drop';

export interface LoggedCall {
  endpoint: string;
  at: number;
  body: Record<string, string>;
}

/** The demo store's test-mode API, scoped to this page's session cookie. */
export class Store {
  constructor(private readonly page: Page) {}
  async fault(endpoint: string, kind: FaultKind, options: { count?: number; delayMs?: number } = {}) {
    const res = await this.page.request.post('/__test/fault', { data: { endpoint, kind, ...options } });
    expect(res.ok()).toBe(true);
  }
  /** Clears this session's pending faults and latency. */
  async reset() {
    expect((await this.page.request.post('/__test/reset', { data: {} })).ok()).toBe(true);
  }
  async latency(minMs: number, maxMs: number) {
    expect((await this.page.request.post('/__test/latency', { data: { minMs, maxMs } })).ok()).toBe(true);
  }
  async settings(values: Record<string, string>) {
    expect((await this.page.request.post('/__test/settings', { data: values })).ok()).toBe(true);
  }
  async cart(): Promise<CartSnapshot> {
    return (await this.page.request.get('/__test/cart')).json();
  }
  async log(): Promise<LoggedCall[]> {
    return (await this.page.request.get('/__test/log')).json();
  }
}

export const test = base.extend<{ store: Store; cspViolations: string[] }>({
  store: async ({ page }, use) => {
    await use(new Store(page));
  },
  /**
   * The demo serves a strict Content-Security-Policy with Trusted Types (demo/server/http/csp.ts): any violation on a
   * page of the journey (a blocked inline script or handler, a string given to an HTML or script-URL sink, a script
   * from another host) fails it, instead of passing silently with a console line.
   */
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) =>
            console.error(`[csp] ${e.effectiveDirective} refused ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`),
          true,
        );
      });
      context.on('console', (message) => {
        if (message.type() === 'error' && /^\[csp\]|Content Security Policy|TrustedHTML|TrustedScript/.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy or Trusted Types violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Every request to the shop's AJAX endpoints the page makes, by endpoint name. */
export function watchAjax(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const endpoint = new URL(request.url()).searchParams.get('wc-ajax');
    if (endpoint) seen.push(endpoint);
  });
  return seen;
}

/**
 * Opens a page with the side cart's open-after-add switched off, for journeys about the page's own cart
 * regions (the drawer, once open, makes the rest of the page inert, as a modal must).
 */
export async function gotoWithoutDrawer(page: Page, path: string) {
  await page.goto(path);
  expect((await page.request.post('/__test/settings', { data: { should_open_cart: 'no' } })).ok()).toBe(true);
  await page.goto(path);
}

/** Waits until the widgets on the page have mounted. */
export async function widgetsReady(page: Page, tags: string[]) {
  for (const tag of tags) await expect(page.locator(`${tag}[data-vitrine-ready]`).first()).toBeAttached({ timeout: 20_000 });
}

/** Waits until `fk-attribution` has recorded the page view: it does so in tasks after it is ready. */
export async function attributed(page: Page) {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('vitrine:attributed').length), { timeout: 20_000 }).toBeGreaterThan(0);
}

/** axe-core's serious and critical violations on the current page state. */
export async function seriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
