/**
 * Debug mode is asked for with `?vitrine_debug=1` or `"debug": true` in the page config. Checked by the loader
 * itself (a few bytes) so that the report's code is fetched only then.
 */
export function debugRequested(): boolean {
  if (/[?&]vitrine_debug=1(&|$)/.test(location.search)) return true;
  try {
    return JSON.parse(document.getElementById('vitrine-config')?.textContent || '{}').debug === true;
  } catch {
    return false;
  }
}
