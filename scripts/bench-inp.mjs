// Interaction to Next Paint for `pnpm bench`: a shopper's inputs on a phone (412 px, CPU four times slower), each
// timed by the browser's Event Timing, with Vitrine and on the server markup alone (`?vitrine=off`).
import { INP_BUDGET_MS, INP_TOLERANCE_MS } from './bench-budgets.mjs';
import { newPage, PRODUCT_COFFRET, PRODUCT_MIEL, readyTags, withCart } from './bench-pages.mjs';

/** Event Timing reports nothing shorter: an interaction with no entry took less, and counts as this. */
const THRESHOLD_MS = 16;

/** A header search's question: two letters, the suggestions, then two more while the list shows. */
async function typeInSearch(page, vitrine) {
  await page.keyboard.type('co', { delay: 100 });
  if (vitrine) await page.getByRole('option').first().waitFor({ timeout: 10_000 });
  else await page.waitForTimeout(600);
  await page.keyboard.type('ff', { delay: 100 });
}

/**
 * Each interaction: the page (`cart`: what it holds first), the widgets that must have mounted, what comes before the
 * input (`prepare`), the input (`act`: taps and keys, trusted input Event Timing sees; Playwright's `selectOption`
 * sends events the browser does not time) and, for Vitrine, when its result shows. `markup` overrides for the server
 * markup's equivalent, or `false` where there is none.
 */
const INTERACTIONS = [
  {
    name: 'choose a variation option',
    path: '/produit/t-shirt-leman/',
    widgets: ['fk-variation-form'],
    // A size, then a colour (which completes the variation: price, stock and button change): a phone's picker and a
    // key both change the select and fire its change event.
    async act({ page }) {
      for (const name of ['attribute_pa_taille', 'attribute_pa_couleur']) {
        await page.locator(`select[name="${name}"]`).focus();
        await page.keyboard.press('ArrowDown');
      }
    },
    shown: () => Number(document.querySelector('input[name="variation_id"]')?.value) > 0,
  },
  {
    name: 'add to cart (product page)',
    path: '/produit/coffret-artisans-du-jura/',
    widgets: ['fk-variation-form'],
    // The button is a screen and a half down on a phone: the shopper scrolls to it, reads, then taps. Scrolled and
    // tapped in one go, the tap would land while the wallet button beside it loads as it comes near.
    prepare: ({ page }) => page.locator('button.single_add_to_cart_button').scrollIntoViewIfNeeded(),
    act: ({ page }) => page.locator('button.single_add_to_cart_button').tap(),
  },
  {
    name: 'add to cart (listing)',
    path: '/boutique/',
    widgets: ['fk-add-to-cart'],
    act: ({ page }) => page.locator('li.product a.ajax_add_to_cart').first().tap(),
  },
  {
    name: 'open the side cart',
    path: '/boutique/',
    cart: [PRODUCT_COFFRET, 1],
    widgets: ['fk-side-cart', 'fk-cart-toggle'],
    act: ({ page }) => page.locator('.site-header .fkcart-mini-open').tap(),
    shown: () => !!document.querySelector('.vitrine-drawer.fkcart-modal.is-open'),
  },
  {
    name: '+ in the side cart',
    path: '/boutique/',
    cart: [PRODUCT_MIEL, 2],
    widgets: ['fk-side-cart', 'fk-cart-toggle'],
    async prepare({ page }) {
      await page.locator('.site-header .fkcart-mini-open').tap();
      await plusButton(page).waitFor();
    },
    act: ({ page }) => plusButton(page).tap(),
    // The cart page's quantity field, one step up: the same wish without the drawer.
    markup: {
      path: '/?page_id=7',
      prepare: ({ page }) => page.locator('input.qty').first().focus(),
      act: ({ page }) => page.keyboard.press('ArrowUp'),
    },
  },
  {
    name: 'type in the header search',
    path: '/boutique/',
    widgets: [],
    // The widget loads when the shopper reaches for it: the tap that does so comes first (on a phone it opens the
    // search panel, the field focused), the keys once it has mounted.
    async prepare({ page, vitrine }) {
      await page.locator('.site-search input[name="s"]').tap();
      if (vitrine) await readyTags(page, ['fk-search']);
    },
    act: ({ page, vitrine }) => typeInSearch(page, vitrine),
  },
  {
    // The shopper's first touch of the search is the one that loads it: the tap and the keys at once, as it arrives.
    name: 'type in the header search, widget arriving',
    path: '/boutique/',
    widgets: [],
    async act({ page }) {
      await page.locator('.site-search input[name="s"]').tap();
      await page.keyboard.type('coff', { delay: 100 });
    },
    shown: () => document.querySelector('.site-search fk-search[data-vitrine-ready] input[name="s"]')?.value === 'coff',
    markup: false,
  },
];

const plusButton = (page) => page.getByRole('button', { name: /^Augmenter la quantité/ }).first();

/** Resolves once the main thread has had a second without a long task (at most 10 s): a shopper who looks first. */
const quiet = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) last = Math.max(last, task.startTime + task.duration);
        }).observe({ type: 'longtask' });
        const until = performance.now() + 10_000;
        const check = () => (performance.now() - last >= 1000 || performance.now() > until ? resolve() : setTimeout(check, 100));
        check();
      }),
  );

/**
 * One interaction's latency as Event Timing gives it: its longest entry's duration (durations are rounded to 8 ms),
 * split as web-vitals does over the entries painted in that frame: input delay (to the first handler), processing
 * (to the last handler's end), presentation (from there to the paint).
 */
function latency(entries, frames) {
  const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  const paint = longest.start + longest.duration;
  const lastHandler = Math.max(...entries.filter((e) => Math.abs(e.start + e.duration - paint) <= 8).map((e) => e.processingEnd));
  const round = (ms) => Math.round(ms);
  return {
    ms: longest.duration,
    events: [...new Set(entries.map((e) => e.name))].join(' '),
    target: longest.target,
    inputDelayMs: round(longest.processingStart - longest.start),
    processingMs: round(lastHandler - longest.processingStart),
    presentationMs: Math.max(0, round(paint - lastHandler)),
    // The long animation frames it waited for, with the scripts that held them: what a slow one is made of.
    frames: frames
      .filter((f) => f.start < paint && f.start + f.duration > longest.start)
      .map((f) => ({ ms: round(f.duration), renderMs: round(f.start + f.duration - f.renderStart), scripts: f.scripts.filter((s) => s.ms >= 5) })),
  };
}

/** One run: a fresh phone loads the page, waits as a shopper would, then inputs; the worst of its interactions. */
async function run(browser, base, interaction, vitrine) {
  const side = vitrine ? interaction : { ...interaction, ...interaction.markup, widgets: [], shown: null };
  const session = await newPage(browser, base, { vitrine, phone: true });
  const { page, context, go } = session;
  const held = [];
  try {
    if (side.cart) await withCart(page, ...side.cart);
    await go(side.path);
    await readyTags(page, side.widgets);
    await side.prepare?.({ ...session, vitrine });
    await quiet(page);
    // The server markup's adds and links navigate: the next page is held back so the input is timed before it, on
    // this page, as Event Timing reports it here (after its next paint), not the navigation.
    await page.route(
      (url) => !url.pathname.startsWith('/vitrine/') && !url.searchParams.has('wc-ajax') && !url.pathname.startsWith('/wp-json/'),
      (route) => (route.request().isNavigationRequest() ? held.push(route) : route.continue()),
    );
    const { from, origin } = await page.evaluate(() => {
      Object.assign(window.__input, { t0: null, events: [] });
      return { from: performance.now(), origin: performance.timeOrigin };
    });
    await side.act({ ...session, vitrine });
    if (side.shown) await page.waitForFunction(side.shown, null, { polling: 'raf', timeout: 20_000 });
    await page.waitForTimeout(1000);
    // From what the page sent, not an evaluate: a form post held back leaves the page answering none.
    const sent = (kind) => session.reported.filter((r) => r.kind === kind && r.origin === origin).map((r) => r.data);
    const [t0 = null] = sent('t0').filter((t) => t >= from);
    const events = sent('events');
    const frames = sent('frames');
    if (t0 === null) throw new Error(`INP « ${interaction.name} »: no input reached the page`);
    const byInteraction = new Map();
    for (const e of events.filter((e) => e.start >= from)) byInteraction.set(e.id, [...(byInteraction.get(e.id) ?? []), e]);
    const each = [...byInteraction.values()].map((entries) => latency(entries, frames));
    const worst = each.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: THRESHOLD_MS, belowThreshold: true });
    return { inpMs: worst.ms, interactions: byInteraction.size, worst };
  } finally {
    // A request left pending would hold the context open.
    await Promise.all(held.map((route) => route.abort().catch(() => {})));
    await context.close();
  }
}

/** The 75th percentile by nearest rank, as CrUX reports INP: of 10 runs, the 8th best. */
const p75 = (xs) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.75) - 1];

export async function measureInp(browser, base, runs) {
  const rows = {};
  // `INP_ONLY=search`: the interactions whose name holds it, to look at one.
  for (const interaction of INTERACTIONS.filter(({ name }) => name.includes(process.env.INP_ONLY ?? ''))) {
    const sides = {};
    for (const vitrine of interaction.markup === false ? [true] : [true, false]) {
      const each = [];
      for (let i = 0; i < runs; i++) each.push(await run(browser, base, interaction, vitrine));
      if (process.env.INP_DEBUG) console.log(interaction.name, vitrine, JSON.stringify(each.map((r) => [r.inpMs, r.interactions, r.worst.events])));
      const p = p75(each.map((r) => r.inpMs));
      // The breakdown shown is the run at the 75th percentile's.
      sides[vitrine ? 'vitrine' : 'markup'] = { p75Ms: p, at: each.find((r) => r.inpMs === p).worst, runs: each };
    }
    rows[interaction.name] = sides;
  }
  return rows;
}

/** Each interaction over its budget, named, for `pnpm bench`'s failures. */
export function inpFailures(rows) {
  const failures = [];
  for (const [name, { vitrine, markup }] of Object.entries(rows)) {
    if (vitrine.p75Ms > INP_BUDGET_MS) failures.push(`INP « ${name} »: ${vitrine.p75Ms} ms at p75 on a phone (budget ${INP_BUDGET_MS} ms)`);
    if (markup && vitrine.p75Ms > markup.p75Ms + INP_TOLERANCE_MS)
      failures.push(`INP « ${name} »: ${vitrine.p75Ms} ms at p75, the server markup's ${markup.p75Ms} ms + ${INP_TOLERANCE_MS} ms at most`);
  }
  return failures;
}
