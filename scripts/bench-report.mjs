// The tables `pnpm bench` prints.
import { INP_BUDGET_MS, INP_TOLERANCE_MS } from './bench-budgets.mjs';

export const kb = (n) => (n / 1024).toFixed(1);
const ms = (n) => (n == null ? '—' : String(Math.round(n)));

function pageTables(pages) {
  console.log('\npage               JS gz KB  on intent  before int.  vitrine  runtime  3rd   ready ms  long ms  CLS     load ms  base ms  ratio  tags');
  for (const [name, r] of Object.entries(pages)) {
    console.log(
      `${name.padEnd(19)}${kb(r.jsGzip).padStart(8)}${`+${kb(r.onIntentGzip)}`.padStart(11)}${kb(r.beforeInteractiveGzip).padStart(13)}${kb(r.vitrineGzip).padStart(9)}${kb(r.runtimeGzip).padStart(9)}${kb(r.thirdPartyGzip).padStart(6)}` +
        `${ms(r.readyMs).padStart(10)}${ms(r.longTaskMs).padStart(9)}  ${r.cls.toFixed(3)}${ms(r.loadMs).padStart(10)}${ms(r.baselineLoadMs).padStart(9)}${String(r.loadRatio).padStart(7)}  ${r.tags.join(' ')}`,
    );
  }
  console.log('\nphone (412 px, 4x CPU)  CLS     ready ms  long ms  what moved');
  for (const [name, r] of Object.entries(pages)) {
    console.log(
      `${name.padEnd(24)}${r.phoneCls.toFixed(4)}${ms(r.phoneReadyMs).padStart(10)}${ms(r.phoneLongTaskMs).padStart(9)}  ${r.phoneShifts.flatMap((e) => e.moved).join('; ') || '—'}`,
    );
  }
}

export function report(result, PAGES) {
  if (Object.keys(result.pages).length) pageTables(result.pages);
  const q = result.requests;
  if (q.empty) console.log(`\ncart requests on load: empty ${q.empty.length}, known ${q.known.length}, stale ${q.stale.length} (${q.stale.join(', ')})`);
  const a = result.actions;
  if (a.threeListingAdds) console.log(`three rapid listing adds: ${a.threeListingAdds.requests} requests, ${a.threeListingAdds.linesSaved} lines saved`);
  if (a.tenQuantityClicks)
    console.log(`ten rapid +1 clicks: ${a.tenQuantityClicks.requests} update request(s), quantity ${a.tenQuantityClicks.savedQuantity} saved`);
  const v = a.variationSwitching;
  if (v)
    console.log(
      `rapid variation switching (server mode): ${v.switches} choices → ${v.requests} get_variation (${v.distinct} distinct: lookups and option probes), ends on the last`,
    );
  if (Object.keys(result.interactions).length) {
    console.log('\ninteraction            input→paint ms  shown ms  server markup ms  ratio');
    for (const [name, r] of Object.entries(result.interactions)) {
      console.log(
        `${name.padEnd(22)}${(r.inputToPaintMs == null ? '<16' : ms(r.inputToPaintMs)).padStart(15)}${ms(r.shownMs).padStart(10)}${ms(r.baselineMs).padStart(18)}${String(r.ratio).padStart(7)}`,
      );
    }
  }
  if (result.inp) inpTable(result.inp);
  if (result.lighthouse) {
    console.log(`\nLighthouse 12 mobile, median of ${result.runs}: Vitrine | server markup`);
    console.log('page                perf  a11y  b.p.  CLS    LCP ms  FCP ms  TBT ms | perf  CLS    LCP ms');
    const cell = (v, w, d = 0) => (v == null ? '—' : d ? v.toFixed(d) : String(Math.round(v))).padStart(w);
    for (const name of Object.keys(PAGES)) {
      const v = result.lighthouse[name] ?? {};
      const b = result.lighthouse[`${name} (server markup)`] ?? {};
      console.log(
        `${name.padEnd(19)}${cell(v.performance, 5)}${cell(v.accessibility, 6)}${cell(v['best-practices'], 6)}${cell(v.cls, 7, 3)}${cell(v.lcp, 8)}${cell(v.fcp, 8)}${cell(v.tbt, 8)} |` +
          `${cell(b.performance, 5)}${cell(b.cls, 7, 3)}${cell(b.lcp, 8)}${v.error ? `  ${v.error}` : ''}`,
      );
    }
  }
}

/** INP per interaction, Vitrine beside the server markup, and where the p75 run's slowest interaction spent its time. */
function inpTable(rows) {
  const inp = (side) => (side ? (side.at.belowThreshold ? '<16' : ms(side.p75Ms)) : '—');
  console.log(`\nINP at a phone (412 px, 4x CPU), p75 of ${Object.values(rows)[0]?.vitrine.runs.length} loads; the p75 load's slowest interaction split`);
  console.log('interaction                                  Vitrine  delay  handlers  paint  markup  budget');
  for (const [name, { vitrine, markup }] of Object.entries(rows)) {
    const budget = Math.min(INP_BUDGET_MS, markup ? markup.p75Ms + INP_TOLERANCE_MS : INP_BUDGET_MS);
    const at = vitrine.at;
    console.log(
      `${name.padEnd(43)}${inp(vitrine).padStart(8)}${ms(at.inputDelayMs).padStart(7)}${ms(at.processingMs).padStart(10)}${ms(at.presentationMs).padStart(7)}` +
        `${inp(markup).padStart(8)}${String(budget).padStart(8)}`,
    );
  }
}
