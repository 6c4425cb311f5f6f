import { all, readDocument } from './page-document.ts';

/**
 * A chunk's stylesheets: the loader links them, and imports the chunk once they apply, so a widget never mounts
 * unstyled and its mount moves nothing the stylesheet would have placed. The chunk's scripts are fetched meanwhile
 * (the loader preloads them) but run only after. The build writes in which chunks have a stylesheet of their own,
 * `chunks/<chunk>-<hash>.css` beside the loader (build-manifest.mjs).
 */
/** The chunks with a stylesheet of their own, and the build's hash of the stylesheets, in every one's name. */
export interface ChunkStyles {
  chunks: string[];
  hash: string;
}

const linked: Record<string, Promise<unknown>> = {};
/** The first-paint stylesheet: printed inline (the id WordPress gives an inlined stylesheet) or linked. */
const FIRST_PAINT = 'style#vitrine-inline-css, link[href*="vitrine-first-paint"]';
/** The last Vitrine stylesheet in the page: the next goes right after it. */
let last: ChildNode | null = null;

/**
 * Links a stylesheet once, after the first-paint stylesheet and the widget stylesheets before it: the theme's rules
 * printed after the first-paint one keep coming later in the cascade, as when one stylesheet held everything.
 */
function stylesheet(href: string): Promise<unknown> {
  return (linked[href] ??= new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: resolve });
    link.onerror = () => {
      // The next try (a later element, the shopper's next press) links it again.
      delete linked[href];
      reject(href);
    };
    const before = last?.isConnected ? last : (all(FIRST_PAINT)[0] ?? readDocument<HTMLHeadElement>('head').lastChild);
    before?.after((last = link));
  }));
}

/**
 * Resolves once chunk `name`'s stylesheets apply, rejects if one cannot be had. A chunk without a stylesheet of its
 * own (its styles are in the first-paint one) has nothing to wait for; nor has any chunk when the theme links the
 * whole of vitrine.css, which sets `--vitrine-stylesheet: all`. On a page whose first paint is the site one
 * (`--vitrine-first-paint: site`: the checkout, the account's pages), a chunk that `renders` waits for
 * `chunks/common-<hash>.css` too, what that first paint leaves out for widgets that run.
 */
export function chunkStylesReady(name: string, styles: ChunkStyles, base: string, renders: boolean): Promise<unknown> {
  const [whole, site] = (linkedByPage ??= pageStylesheets());
  const files = whole ? [] : [...(site && renders ? ['common'] : []), ...(styles.chunks.includes(name) ? [name] : [])];
  return Promise.all(files.map((file) => stylesheet(new URL(`chunks/${file}-${styles.hash}.css`, base).href)));
}

let linkedByPage: boolean[] | undefined;
/**
 * Whether the page links the whole stylesheet, and whether its first paint is the site one. Read once: the page's
 * stylesheets have all applied before a module script runs, and each read of a computed style after a widget's mount
 * changed the page would make the browser recompute the page's styles there and then.
 */
function pageStylesheets(): boolean[] {
  const root = getComputedStyle(readDocument<HTMLElement>('documentElement'));
  return ['--vitrine-stylesheet', '--vitrine-first-paint'].map((property) => root.getPropertyValue(property) !== '');
}
