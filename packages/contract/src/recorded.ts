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

// ——— comparing another server's answers with the recorded ones ———————————————————————————————————————

const SESSION_COOKIE = /^(wp_woocommerce_session_|vitrine_session)/;

/**
 * What a browser's jar holds after each answer, replayed from their Set-Cookie lines; the session cookie under one
 * name whatever the server calls it.
 */
export function jarsAfter(answers: ReadonlyArray<Pick<RecordedExchange, 'response'>>): Array<Map<string, string>> {
  const jar = new Map<string, string>();
  return answers.map((answer) => {
    for (const cookie of answer.response?.cookies ?? []) {
      const name = SESSION_COOKIE.test(cookie.name) ? '<session>' : cookie.name;
      if (cookie.deleted) jar.delete(name);
      else jar.set(name, cookie.value);
    }
    return new Map(jar);
  });
}

function kind(body: unknown): string {
  if (body === '') return 'empty';
  if (body === false || body === null) return String(body);
  return Array.isArray(body) ? 'array' : typeof body;
}

/**
 * The shape of an answer: its kind, its keys (less `extra`), its fragment selectors, and the flags whose value is its
 * meaning (`error`, `code`, `success`, `status`).
 */
export function answerShape(body: unknown, extra: readonly string[] = []) {
  if (kind(body) !== 'object') return { kind: kind(body) };
  const object = body as Record<string, unknown>;
  return {
    kind: 'object',
    keys: Object.keys(object)
      .filter((key) => !extra.includes(key))
      .sort(),
    fragments: object.fragments ? Object.keys(object.fragments as object).sort() : undefined,
    flags: Object.fromEntries(['error', 'code', 'success', 'status'].filter((k) => k in object).map((k) => [k, object[k]])),
  };
}

/**
 * Which cookies the browser holds and whether each has the shop's format. The session cookie is left out: WooCommerce
 * opens a guest session at the first add, other servers at the first request that needs one.
 */
export function cookieFormats(jar: Map<string, string>): Record<string, boolean> {
  const format: Record<string, RegExp> = {
    woocommerce_cart_hash: /^[0-9a-f]{32}$/,
    woocommerce_items_in_cart: /^\d+$/,
    fkcart_cart_qty: /^\d+$/,
    // FunnelKit Cart writes its total as wc_price() markup.
    fkcart_cart_total: /woocommerce-Price-amount/,
  };
  return Object.fromEntries(
    [...jar]
      .filter(([name]) => name !== '<session>')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => [name, format[name]?.test(value) ?? true]),
  );
}
