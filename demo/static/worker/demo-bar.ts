/**
 * What the static demo adds to every page the store renders, and only there: a bar saying it is a demo, with
 * « Réinitialiser la boutique » (a form posted to the worker: no script, so the pages' CSP stays as the store
 * wrote it), and its stylesheet. The store's own pages are untouched; the worker adds this on the way out.
 */

export const RESET_PATH = '/__demo/reset';

const BAR = `<section class="static-demo-bar" aria-label="Démonstration"><p><strong>Boutique de démonstration.</strong> Rien n’est vendu ni débité : la boutique tourne dans votre navigateur, qui garde paniers et commandes.</p><form method="post" action="${RESET_PATH}"><button type="submit" class="button">Réinitialiser la boutique</button></form></section>`;
const STYLESHEET = '<link rel="stylesheet" href="/static-demo/demo.css">';

/** The page with the bar after the skip link (which stays the first thing a keyboard reaches) and its stylesheet. */
export function withDemoBar(page: string): string {
  const head = page.replace('</head>', `${STYLESHEET}\n</head>`);
  const skipLink = /<body[^>]*>\s*<a class="skip-link[^>]*>[^<]*<\/a>/.exec(head);
  if (skipLink) return head.replace(skipLink[0], `${skipLink[0]}\n${BAR}`);
  return head.replace(/<body[^>]*>/, (body) => `${body}\n${BAR}`);
}
