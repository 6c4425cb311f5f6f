import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The answers recorded from real shops (`packages/contract/recorded/`, written by `scripts/record-shop/`), for tests.
 * Test-only and Node-only: exported as `@vitrine/contract/recorded`, never from the package's index.
 */

export interface RecordedCookie {
  name: string;
  /** Decoded as a browser's document.cookie reader would; `<session>` for a session id. */
  value: string;
  raw: string;
  path: string;
  httpOnly: boolean;
  deleted: boolean;
}

export interface RecordedExchange {
  name: string;
  note?: string;
  request?: { method: string; path: string; form?: Array<[string, string | number]>; json?: unknown; headers?: Record<string, string> };
  response?: { status: number; headers: Record<string, string>; cookies: RecordedCookie[]; body: unknown };
  /** For `page.*` entries: what the page a shopper lands on prints. */
  page?: { snapshot: unknown; headerCount: string | null };
}

export interface Recording {
  /** `woocommerce-10.0.2/fkcart.vitrine.json` */
  file: string;
  recorded: string;
  shop: { wordpress: string; woocommerce: string; fkcart: string | null; vitrine: boolean };
  catalogue: { ids: Record<string, number>; pullMGris: number; pullLGris: number; casquetteAny: number };
  exchanges: RecordedExchange[];
}

// Built from the path, not with URL: a happy-dom test's URL is the browser's, which refuses file: addresses.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../recorded');

export function recordings(): Recording[] {
  const out: Recording[] = [];
  for (const folder of readdirSync(ROOT, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const name of readdirSync(join(ROOT, folder.name))
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const file = `${folder.name}/${name}`;
      out.push({ file, ...JSON.parse(readFileSync(join(ROOT, file), 'utf8')) });
    }
  }
  return out;
}

/** One exchange by name; a missing one is a test's mistake, not a shop's answer. */
export function exchange(recording: Recording, name: string): RecordedExchange & { response: NonNullable<RecordedExchange['response']> } {
  const found = recording.exchanges.find((entry) => entry.name === name);
  if (!found?.response) throw new Error(`${recording.file} has no exchange ${name}`);
  return found as RecordedExchange & { response: NonNullable<RecordedExchange['response']> };
}

/** Every exchange whose name starts with `prefix` (`fkcart_`, `add_to_cart.`). */
export function exchanges(recording: Recording, prefix: string): Array<RecordedExchange & { response: NonNullable<RecordedExchange['response']> }> {
  return recording.exchanges.filter((entry) => entry.name.startsWith(prefix) && entry.response) as Array<
    RecordedExchange & { response: NonNullable<RecordedExchange['response']> }
  >;
}
