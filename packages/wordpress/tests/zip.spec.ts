import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { test, expect } from '@playwright/test';
import { pluginVersion, zipPath } from '../scripts/zip.mjs';
import { readZip } from './zip-reader.ts';

/**
 * The zip a shop owner uploads: what is in it, what is not, its readme as WordPress's plugin directory reads it, and
 * the scratch site running exactly these files (global-setup installed it as wp-admin installs an upload).
 */

const version = pluginVersion();
const files = readZip(readFileSync(zipPath()));
const byName = new Map(files.map((f) => [f.name, f.data]));
const text = (name: string) => byName.get(`vitrine/${name}`)?.toString('utf8') ?? '';

/** Everything the zip may hold; anything else (tests, package.json, configs, node_modules, scripts) fails. */
const ALLOWED = [
  /^vitrine\/(vitrine\.php|uninstall\.php|readme\.txt)$/,
  /^vitrine\/includes\/class-[a-z0-9-]+\.php$/,
  /^vitrine\/blocks\/[a-z0-9-]+\.(js|json)$/,
  /^vitrine\/languages\/vitrine-fr_FR\.(po|mo)$/,
  /^vitrine\/assets\/(vitrine-assets\.json|vitrine(-inline|-waiting-inline|-first-paint|-first-paint-site|\.iife)?\.(js|css)|chunks\/[A-Za-z0-9_.-]+\.(js|css))$/,
];

/** The header lines of a plugin readme, as the plugin directory's parser reads them (`Name: value` up to the blank line). */
function readmeHeaders(readme: string): { name: string; headers: Record<string, string>; short: string; sections: string[] } {
  const [first = '', ...lines] = readme.split('\n');
  const name = /^=== (.+) ===$/.exec(first.trim())?.[1] ?? '';
  const headers: Record<string, string> = {};
  let i = 0;
  for (; i < lines.length && lines[i]!.trim() !== ''; i++) {
    const field = /^([A-Za-z ]+):\s*(.+)$/.exec(lines[i]!.trim());
    if (!field) throw new Error(`readme.txt header line not read: ${lines[i]}`);
    headers[field[1]!] = field[2]!;
  }
  const short = lines.slice(i).find((l) => l.trim() !== '') ?? '';
  const sections = [...readme.matchAll(/^== (.+) ==$/gm)].map((m) => m[1]!);
  return { name, headers, short, sections };
}

/** A header of vitrine.php's comment block, as WordPress's get_file_data() reads it. */
function pluginHeader(main: string, field: string): string | undefined {
  return new RegExp(`^[ \\t/*#@]*${field}:(.*)$`, 'mi').exec(main)?.[1]?.trim();
}

test('the zip is named for the version and holds only the plugin’s files, in one vitrine/ folder', () => {
  expect(basename(zipPath())).toBe(`vitrine-${version}.zip`);
  const outside = files.map((f) => f.name).filter((name) => !ALLOWED.some((pattern) => pattern.test(name)));
  expect(outside).toEqual([]);
  expect(files.filter((f) => f.name.endsWith('.map'))).toEqual([]);
  for (const needed of ['vitrine.php', 'uninstall.php', 'readme.txt', 'includes/class-plugin.php', 'assets/vitrine-assets.json', 'assets/vitrine-inline.js']) {
    expect(byName.has(`vitrine/${needed}`), needed).toBe(true);
  }
});

test('every storefront file but the source maps is in the zip, byte for byte, and every PHP file of the plugin', () => {
  const plugin = join(import.meta.dirname, '..');
  const assets = readdirSync(join(plugin, 'assets'), { recursive: true, encoding: 'utf8' }).filter(
    (f) => !f.endsWith('.map') && lstatSync(join(plugin, 'assets', f)).isFile(),
  );
  expect(assets.length).toBeGreaterThan(20);
  for (const file of assets) expect(byName.get(`vitrine/assets/${file}`)?.equals(readFileSync(join(plugin, 'assets', file))), file).toBe(true);
  const php = ['vitrine.php', 'uninstall.php', ...readdirSync(join(plugin, 'includes')).map((f) => `includes/${f}`)];
  for (const file of php) expect(byName.get(`vitrine/${file}`)?.equals(readFileSync(join(plugin, file))), file).toBe(true);
});

test('readme.txt is a WordPress plugin readme whose versions are the ones really run and agree with vitrine.php', () => {
  const readme = readmeHeaders(text('readme.txt'));
  const main = text('vitrine.php');
  expect(readme.name).toBe('Vitrine');
  expect(readme.headers).toMatchObject({
    'Stable tag': version,
    // WordPress 6.1.9 and 6.8.12, WooCommerce 7.9.0 and 10.0.2, PHP 8.2: the versions the plugin was run with.
    'Requires at least': '6.1.9',
    'Tested up to': '6.8',
    'Requires PHP': '8.2',
    'WC requires at least': '7.9',
    'WC tested up to': '10.0',
    License: 'MIT',
  });
  expect(pluginHeader(main, 'Version')).toBe(version);
  expect(main).toContain(`const VERSION = '${version}';`);
  for (const field of ['Requires at least', 'Requires PHP', 'WC requires at least', 'WC tested up to']) {
    expect(pluginHeader(main, field), field).toBe(readme.headers[field]);
  }
  // The plugin directory cuts the short description at 150 characters.
  expect(readme.short.length).toBeGreaterThan(20);
  expect(readme.short.length).toBeLessThanOrEqual(150);
  expect(readme.sections).toEqual(expect.arrayContaining(['Description', 'Installation', 'Changelog']));
  expect(text('readme.txt')).toContain(`= ${version} =`);
});

test('the French catalogue is in the zip, compiled beside its source', () => {
  expect(byName.has('vitrine/languages/vitrine-fr_FR.po')).toBe(true);
  // The .mo's magic number, little-endian, as WordPress's MO reader expects it.
  expect(byName.get('vitrine/languages/vitrine-fr_FR.mo')?.readUInt32LE(0)).toBe(0x950412de);
});

test('the scratch site runs the zip’s files: a plain folder in wp-content/plugins, nothing linked to the source', () => {
  const installed = join(process.env.VITRINE_WP_SITE!, 'wp-content/plugins/vitrine');
  expect(lstatSync(installed).isSymbolicLink()).toBe(false);
  const onDisk = readdirSync(installed, { recursive: true, encoding: 'utf8' })
    .filter((f) => lstatSync(join(installed, f)).isFile())
    .map((f) => `vitrine/${f}`)
    .sort();
  expect(onDisk).toEqual(files.map((f) => f.name).sort());
  for (const { name, data } of files) expect(readFileSync(join(installed, name.slice('vitrine/'.length))).equals(data), name).toBe(true);
});
