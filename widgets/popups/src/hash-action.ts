/**
 * Hash actions (§2.2) and link rules (§5.9).
 *
 * `#elementor-action:action=NAME&settings=BASE64(JSON)`, also written percent-encoded in hrefs
 * (`%23elementor-action%3Aaction%3D…`). Links and the page URL carry them, so the input is attacker-controlled:
 * - malformed percent-encoding, base64 or JSON yields null and a warning for the console, never an exception;
 * - base64 is decoded as UTF-8 (the original's bare `atob` garbled accents);
 * - lightbox settings go through `sanitizeLightboxSettings`: CVE-2021-24891 put markup in `html`, CVE-2022-29455
 *   put a handler in `videoParams.onerror`; both are dropped here, and only http(s) image or video URLs survive.
 * Running a hash found in the page URL only when an element on the page carries it is the element's job.
 *
 * This module is part of the links chunk (links.ts). Which links are taken over at all (anchors, lightbox links) is
 * decided in the popups chunk, by link-rules.ts: it keeps its own copy of `isHashActionLink`, `safeHttpUrl` and the
 * image test below, so the two chunks share no module (a shared one would be a file of its own, about 200 B gz more
 * on every page with popups); link-rules.test.ts checks that the copies agree.
 */

export const HASH_ACTIONS = ['lightbox', 'popup:open', 'popup:close', 'off_canvas:open', 'off_canvas:close', 'off_canvas:toggle', 'reload-page'] as const;

export type HashActionName = (typeof HASH_ACTIONS)[number];

export interface HashAction {
  action: HashActionName;
  settings: Record<string, unknown>;
}

/** `value` null with `warning` null: not a hash action at all (a plain anchor); with a warning: a broken one. */
export interface HashActionParse {
  value: HashAction | null;
  warning: string | null;
}

const PREFIX = '#elementor-action:';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Does this href or hash claim to be a hash action? (Same test as link-rules.ts.) */
export function isHashActionLink(href: unknown): boolean {
  return typeof href === 'string' && /^\s*(#|%23)elementor-action/i.test(href);
}

/** Standard or URL-safe base64 → UTF-8 text; null when either layer is malformed. */
export function decodeBase64Utf8(input: string): string | null {
  // A `+` may have become a space through form decoding; URL-safe alphabets use - and _.
  const b64 = input.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) return null;
  const bare = b64.replace(/=+$/, '');
  if (bare.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(bare + '='.repeat((4 - (bare.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 8;

/** A copy of parsed JSON without prototype-polluting keys and without absurd nesting. */
function cleanJson(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((v) => cleanJson(v, depth + 1)).filter((v) => v !== undefined);
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(k)) continue;
      const c = cleanJson(v, depth + 1);
      if (c !== undefined) out[k] = c;
    }
    return out;
  }
  return value;
}

export function parseHashAction(input: unknown): HashActionParse {
  const none: HashActionParse = { value: null, warning: null };
  const fail = (why: string): HashActionParse => ({ value: null, warning: `Vitrine: hash action ignored (${why})` });
  if (typeof input !== 'string' || !isHashActionLink(input)) return none;

  let text: string;
  try {
    text = decodeURIComponent(input.trim());
  } catch {
    return fail('malformed percent-encoding');
  }
  if (!text.startsWith(PREFIX)) return fail('malformed prefix');

  const params = new Map<string, string>();
  for (const part of text.slice(PREFIX.length).split('&')) {
    const eq = part.indexOf('=');
    if (eq > 0 && !params.has(part.slice(0, eq))) params.set(part.slice(0, eq), part.slice(eq + 1));
  }
  const action = params.get('action');
  if (!HASH_ACTIONS.includes(action as HashActionName)) return fail(`unknown action ${JSON.stringify(action ?? '')}`);

  const encoded = params.get('settings') ?? '';
  if (encoded === '') return { value: { action: action as HashActionName, settings: {} }, warning: null };
  const json = decodeBase64Utf8(encoded);
  if (json === null) return fail('malformed base64');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return fail('malformed JSON');
  }
  if (!isRecord(parsed)) return fail('settings are not an object');
  return { value: { action: action as HashActionName, settings: cleanJson(parsed) as Record<string, unknown> }, warning: null };
}

/** The fields popup and off-canvas actions read: `id`, `toggle` (popup:open), `do_not_show_again` (popup:close). */
export function readActionTarget(settings: Record<string, unknown>): { id: string | null; toggle: boolean; doNotShowAgain: boolean } {
  const raw = settings.id;
  const id = (typeof raw === 'number' && Number.isInteger(raw)) || (typeof raw === 'string' && /^[\w-]{1,64}$/.test(raw)) ? String(raw) : null;
  const yes = (v: unknown): boolean => v === true || v === 'yes' || v === 1 || v === '1';
  return { id, toggle: yes(settings.toggle), doNotShowAgain: yes(settings.do_not_show_again) };
}

// ── lightbox ──

const IMAGE_PATH = /\.(png|jpe?g|gif|svg|webp)$/i;
const VIDEO_TYPES = new Set(['youtube', 'vimeo', 'hosted']);
/** Attributes a hosted video may receive; everything else in videoParams (onerror, src, formaction…) is dropped. */
const VIDEO_PARAMS = new Set(['autoplay', 'muted', 'loop', 'controls', 'playsinline', 'preload', 'poster', 'controlsList', 'disablepictureinpicture']);
const URL_KEY = /(url|src|href|poster)s?$/i; // url, src, href, poster, videoUrl, thumbnail_url, urls…
const DROPPED_KEY = /^(html$|on)/i;

/** An absolute http(s) URL resolved against `base` (relative allowed), or null. (Same rule as link-rules.ts.) */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = base === undefined ? new URL(value.trim()) : new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** javascript:, data: or vbscript: once the control characters and spaces browsers ignore are removed. */
export function isDangerousUrl(value: string): boolean {
  return /^(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020\u007f]/g, ''));
}

function cleanLightboxValue(value: unknown, key: string, base: string, depth: number): unknown {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') {
    if (URL_KEY.test(key)) return safeHttpUrl(value, base) ?? undefined;
    return isDangerousUrl(value) ? undefined : value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => cleanLightboxValue(v, key, base, depth + 1)).filter((v) => v !== undefined);
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (DROPPED_KEY.test(k) || FORBIDDEN_KEYS.has(k)) continue;
      if (key === 'videoParams' && !VIDEO_PARAMS.has(k)) continue;
      const c = cleanLightboxValue(v, k, base, depth + 1);
      if (c !== undefined) out[k] = c;
    }
    return out;
  }
  return undefined;
}

export interface LightboxSettings {
  type: 'image' | 'video';
  /** Absolute http(s) URL. */
  url: string;
  [key: string]: unknown;
}

/**
 * Lightbox settings safe to render, or null when the lightbox must not open: only `type` image (an http(s) URL whose
 * path ends in png/jpg/jpeg/gif/svg/webp) or video (an http(s) URL); no `html` key; no `on*` key at any depth;
 * URL-like keys (url, src, href, poster, …Url) only as absolute http(s); no javascript:/data:/vbscript: strings;
 * hosted-video params limited to plain media attributes.
 */
export function sanitizeLightboxSettings(settings: unknown, base: string): LightboxSettings | null {
  if (!isRecord(settings)) return null;
  const type = settings.type;
  if (type !== 'image' && type !== 'video') return null;
  const url = safeHttpUrl(settings.url, base);
  if (url === null) return null;
  if (type === 'image' && !IMAGE_PATH.test(new URL(url).pathname)) return null;
  const cleaned = cleanLightboxValue(settings, '', base, 0) as Record<string, unknown>;
  if (cleaned.videoType !== undefined && !VIDEO_TYPES.has(String(cleaned.videoType))) delete cleaned.videoType;
  return { ...cleaned, type, url };
}
