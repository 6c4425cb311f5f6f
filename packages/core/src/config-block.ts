import { allInDocument } from './page-lookups.ts';

/**
 * The page's config block, `<script type="application/json" id="vitrine-config">`, as JSON and unchecked. `getConfig`
 * checks it whole against its schema (valibot, 4 KB); a widget without React that reads a setting or two reads it
 * here and checks those itself, so a page whose other widgets wait for the shopper loads no schema for it.
 */
export const CONFIG_ELEMENT_ID = 'vitrine-config';

/**
 * The page's JSON data block with this id: the first `<script type="application/json" id=…>`. getElementById would
 * return the first element of any kind with the id, and user content or a plugin's markup printed earlier (a
 * `<div id="vitrine-config">`) would then stand in for the theme's block.
 */
export function jsonScript(id: string, doc: Document = document): HTMLScriptElement | null {
  for (const el of allInDocument('script[type="application/json"]', doc)) if (el.id === id) return el as HTMLScriptElement;
  return null;
}

export type ConfigBlock = { value: unknown } | { problem: 'absent' | 'invalid' };

/** The config block's JSON, or why there is none to read. */
export function readConfigBlock(doc: Document = document): ConfigBlock {
  const el = jsonScript(CONFIG_ELEMENT_ID, doc);
  if (!el) return { problem: 'absent' };
  try {
    return { value: JSON.parse(el.textContent ?? '') as unknown };
  } catch {
    return { problem: 'invalid' };
  }
}

/** The value at `path` in the block's JSON when `valid` accepts it, else `fallback` (as `getConfig` gives it). */
export function configSetting<T>(block: ConfigBlock, path: string, valid: (value: unknown) => value is T, fallback: T): T {
  let at: unknown = 'value' in block ? block.value : undefined;
  for (const key of path.split('.')) at = at !== null && typeof at === 'object' && !Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined;
  return valid(at) ? at : fallback;
}
