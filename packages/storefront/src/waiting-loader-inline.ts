/**
 * waiting-loader.ts as a page prints it: `<script type="module" id="vitrine-loader" data-loader="…/vitrine.js?ver=…">`,
 * the loader's whole address, attribution's file found beside it (its name written in by the build,
 * build-manifest.mjs). Both are imported as they are, so the loader later imports the same attribution module.
 */
import { all } from './page-document.ts';
import { waitForAction } from './waiting-loader.ts';

declare const __VITRINE_ATTRIBUTION__: string;

const { loader = '' } = (all('script[type=module]#vitrine-loader:not(svg *,math *)')[0] as HTMLScriptElement).dataset;
waitForAction(
  () => void import(loader),
  () => void import(new URL(__VITRINE_ATTRIBUTION__, loader).href),
);
