import { all } from './page-document.ts';

/**
 * Debug mode is asked for with `?vitrine_debug=1` or `"debug": true` in the page config. Checked by the loader
 * itself (a few bytes) so that the report's code is fetched only then.
 */
export function debugRequested(): boolean {
  if (/[?&]vitrine_debug=1(&|$)/.test(location.search)) return true;
  try {
    // The theme's JSON block, as core reads it: an earlier element of content with that id is not the config.
    return JSON.parse(all('script[type="application/json"]#vitrine-config')[0]?.textContent || '{}').debug === true;
  } catch {
    return false;
  }
}
