import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { parsePo } from '../scripts/mo.mjs';

/**
 * French first: every string the plugin shows (WordPress's translation functions, text domain `vitrine`) has its French
 * translation in languages/vitrine-fr_FR.po, and the catalogue holds no string the plugin no longer uses. That
 * WordPress reads the compiled .mo is checked in tests/php (`__('Cart', 'vitrine')` is « Panier » on the French site).
 */

const plugin = join(import.meta.dirname, '..');
const CALL = /\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'vitrine'\s*\)/g;

function pluginStrings(): Set<string> {
  const files = ['vitrine.php', ...readdirSync(join(plugin, 'includes')).map((f) => `includes/${f}`)];
  const strings = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(join(plugin, file), 'utf8').matchAll(CALL)) strings.add(match[1]!.replace(/\\(['\\])/g, '$1'));
  }
  // WordPress translates the plugin's name and description from its header with the plugin's text domain.
  const main = readFileSync(join(plugin, 'vitrine.php'), 'utf8');
  for (const field of ['Plugin Name', 'Description']) strings.add(new RegExp(`^\\s*\\*\\s*${field}:\\s*(.+)$`, 'm').exec(main)![1]!.trim());
  return strings;
}

test('every string of the plugin has its French translation, and the catalogue nothing else', () => {
  const catalogue = parsePo(readFileSync(join(plugin, 'languages/vitrine-fr_FR.po'), 'utf8')).filter((e) => e.id !== '');
  const translated = new Map(catalogue.map((e) => [e.id, e.str]));
  const used = pluginStrings();
  expect(used.size).toBeGreaterThan(5);
  expect([...used].filter((s) => !translated.get(s))).toEqual([]);
  expect([...translated.keys()].filter((s) => !used.has(s))).toEqual([]);
});
