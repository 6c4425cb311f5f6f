// Lighthouse 12 for `pnpm bench` (full mode only): its default mobile preset, on the Chromium the bench already
// drives (through its DevTools port), for each page with Vitrine and with the server markup alone.
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export async function lighthouseScores(port, urls) {
  const scores = {};
  for (const [name, url] of Object.entries(urls)) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    scores[name] = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]));
    if (lhr.runtimeError) scores[name].error = lhr.runtimeError.message;
  }
  return scores;
}
