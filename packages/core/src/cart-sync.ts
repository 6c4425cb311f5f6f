import { atom } from 'nanostores';
import type { CartSnapshot } from '@vitrine/contract';
import { getRefreshedFragments } from '@vitrine/contract';
import { getConfig } from './config.ts';
import { readCookie } from './cookies.ts';
import { emit, listen } from './events.ts';
import { knownFragments, learnSelectors } from './fragment-selectors.ts';
import { pageSnapshot, replaceFragments, setCart } from './fragments.ts';
import { isAborted } from './errors.ts';
import { $cart, $cartHash } from './stores.ts';
import { keepCartCookies } from './cart-cookies.ts';
import { onUncertainCartCall, send } from './transport.ts';

/**
 * Keeps the page's cart regions true without asking the server when it already knows the answer:
 * the page's own snapshot or the fragments cached in this tab are reused when their hash equals the
 * `woocommerce_cart_hash` cookie (and the cache is under 24 h old); otherwise one refresh. Other tabs
 * and back-forward restores are followed.
 */

export const CACHE_KEY = 'vitrine_fragments';
export const HASH_KEY = 'vitrine_cart_hash';
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface CachedFragments {
  fragments: Record<string, string>;
  hash: string;
  created: number;
}

export type LoadDecision = { use: 'page'; snapshot: CartSnapshot } | { use: 'cache'; cached: CachedFragments } | { use: 'refresh' };

/** Pure: what to do on page load. A missing cookie means an empty cart (hash ''). */
export function decideOnLoad(input: { cookieHash: string | undefined; page: CartSnapshot | null; cached: CachedFragments | null; now: number }): LoadDecision {
  const hash = input.cookieHash ?? '';
  if (input.page && input.page.hash === hash) return { use: 'page', snapshot: input.page };
  const cached = input.cached;
  if (cached && cached.hash === hash && input.now - cached.created >= 0 && input.now - cached.created < CACHE_MAX_AGE_MS) {
    return { use: 'cache', cached };
  }
  return { use: 'refresh' };
}

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

/**
 * Cart data that comes from outside this page (another tab's storage entry or its BroadcastChannel message, which
 * any script of the origin can write): a string hash and a record of string fragments, nothing else kept.
 */
export function cartData(data: unknown): { hash: string; fragments: Record<string, string> } | null {
  if (!data || typeof data !== 'object') return null;
  const { hash, fragments } = data as { hash?: unknown; fragments?: unknown };
  if (typeof hash !== 'string' || typeof fragments !== 'object' || !fragments || Array.isArray(fragments)) return null;
  const clean: Record<string, string> = {};
  for (const [k, val] of Object.entries(fragments)) if (typeof val === 'string') clean[k] = val;
  return { hash, fragments: clean };
}

export function readCache(): CachedFragments | null {
  try {
    const raw = storage('sessionStorage')?.getItem(CACHE_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as { created?: unknown };
    const valid = cartData(data);
    if (!valid || typeof data.created !== 'number') return null;
    return { ...valid, created: data.created };
  } catch {
    return null;
  }
}

let channel: BroadcastChannel | null = null;

/** Blocked or full storage only costs a request on the next page; it never breaks this one. */
function remember(fragments: Record<string, string>, hash: string): void {
  try {
    storage('sessionStorage')?.setItem(CACHE_KEY, JSON.stringify({ fragments, hash, created: Date.now() }));
  } catch {
    /* quota or privacy mode */
  }
  try {
    storage('localStorage')?.setItem(HASH_KEY, hash);
  } catch {
    /* idem */
  }
}

/**
 * Applies fragments that came from the server (an add, a remove, a refresh), caches them and tells
 * other tabs.
 */
export function applyServerFragments(fragments: Record<string, string>, hash: string): void {
  learnSelectors(fragments);
  replaceFragments(fragments, hash);
  remember(fragments, hash);
  channel?.postMessage({ hash, fragments });
}

/**
 * Fragments from another tab or this tab's cache: only the regions Vitrine knows are replaced (fragment-selectors.ts);
 * when a selector was dropped, the shop is asked, so a theme's own region still ends up true.
 */
function replayFromOutside(fragments: Record<string, string>, hash: string): void {
  const known = knownFragments(fragments);
  replaceFragments(known.fragments, hash);
  if (known.dropped.length) {
    console.warn(`[vitrine] fragments d’un autre onglet ignorés : ${known.dropped.join(', ')}`);
    void refreshCart();
  }
}

let inflight: Promise<void> | null = null;

let retryRefresh: ReturnType<typeof setTimeout> | undefined;

/**
 * One `get_refreshed_fragments`; calls made while one runs share it. A failed one is tried once more
 * `request_timeout_ms` later (WooCommerce gives up): a refresh is asked for because the screen may be showing a
 * cart the shop no longer has, and it should not stay that way until the shopper's next change.
 */
export function refreshCart(): Promise<void> {
  return refresh(false);
}

/**
 * Counts the cart changes the page learns of without an answer of its own (WooCommerce's cart page script): a read
 * sent before one of them answers with the cart as it was, and may arrive after the read sent for it.
 */
let generation = 0;

/** The cart's generation now: a read compares it with its own to know whether its answer is still the cart. */
export const cartGeneration = (): number => generation;

function refresh(isRetry: boolean): Promise<void> {
  const sentAt = generation;
  inflight ??= send(getRefreshedFragments())
    .then((answer) => {
      clearTimeout(retryRefresh);
      // Sent before a change the page saw since: a newer read brings the cart (below).
      if (sentAt !== generation) return;
      applyServerFragments(answer.fragments, answer.cart_hash);
      emit('wc_fragments_refreshed');
    })
    .catch((error: unknown) => {
      console.warn('[vitrine] actualisation du panier impossible', error);
      if (isRetry || isAborted(error)) return;
      clearTimeout(retryRefresh);
      retryRefresh = setTimeout(() => void refresh(true), getConfig().request_timeout_ms);
    })
    .finally(() => {
      inflight = null;
      if (sentAt !== generation) void refresh(false);
    });
  return inflight;
}

/**
 * True while a change made in another tab must wait (spec §4.11: the side cart is not refreshed under the
 * shopper's eyes while its drawer is open). The drawer sets it; when it goes back to false, one refresh
 * catches up with whatever the other tabs did meanwhile.
 */
export const $cartSyncPaused = atom(false);

let deferred = false;

/** Another tab changed the cart: follow it now, or once the pause ends. */
function followOtherTab(apply: () => void): void {
  if ($cartSyncPaused.get()) deferred = true;
  else apply();
}

$cartSyncPaused.listen((paused) => {
  if (paused || !deferred) return;
  deferred = false;
  void refreshCart();
});

let started = false;

export function startCartSync(): void {
  if (started || typeof document === 'undefined') return;
  started = true;

  const decision = decideOnLoad({
    cookieHash: readCookie(getConfig().cookies.cart_hash),
    page: pageSnapshot(),
    cached: readCache(),
    now: Date.now(),
  });
  if (decision.use === 'page') setCart(decision.snapshot);
  else if (decision.use === 'cache') replayFromOutside(decision.cached.fragments, decision.cached.hash);
  else void refreshCart();
  if (decision.use !== 'refresh') keepCartCookies($cart.get());
  $cart.listen(keepCartCookies);
  followUncertainFromLastPage();

  // Another tab changed the cart.
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel('vitrine-cart');
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const hash = (event.data as { hash?: unknown } | null)?.hash;
      if (typeof hash !== 'string' || hash === $cartHash.get()) return;
      // The same check as the storage path: anything but a hash and string fragments is only a reason to ask the shop.
      const valid = cartData(event.data);
      followOtherTab(() => {
        if (valid) replayFromOutside(valid.fragments, valid.hash);
        else void refreshCart();
      });
    };
  }
  addEventListener('storage', (event) => {
    if (event.key === HASH_KEY && event.newValue !== null && event.newValue !== $cartHash.get()) followOtherTab(() => void refreshCart());
  });
  // A page restored from the back-forward cache shows a cart that may have changed since.
  addEventListener('pageshow', (event) => {
    if (event.persisted) void refreshCart();
  });
  listen('wc_fragment_refresh', () => void refreshCart());
  // WooCommerce's cart page changed the cart by its own script (« Mettre à jour le panier », a removal): its answer
  // set the new hash, and any read still on its way is older than it. The side cart's own change on that page raises
  // the same event with the hash already known.
  listen('updated_wc_div', () => {
    if (readCookie(getConfig().cookies.cart_hash) === ($cartHash.get() || undefined)) return;
    generation += 1;
    void refreshCart();
  });
  // A cart call given up on may still land on the server: read the cart now, and once more when a late answer
  // would have arrived, so the screen ends up showing what the server holds.
  // The page may not live that long (a failed add on a product page reloads it, spec §8.4): the moment is kept in
  // this tab's session storage, and the next page takes the late read over (followUncertainFromLastPage).
  stopUncertain = onUncertainCartCall(() => {
    void refreshCart();
    const until = Date.now() + getConfig().request_timeout_ms;
    writeUncertain(String(until));
    readAgainAt(until);
  });
}

let stopUncertain: (() => void) | undefined;
let lateRefresh: ReturnType<typeof setTimeout> | undefined;

/** Session storage key: until when (epoch ms) a cart call given up on by an earlier page of this tab may land. */
export const UNCERTAIN_KEY = 'vitrine_cart_uncertain';

function writeUncertain(value: string | null): void {
  try {
    const store = storage('sessionStorage');
    if (value === null) store?.removeItem(UNCERTAIN_KEY);
    else store?.setItem(UNCERTAIN_KEY, value);
  } catch {
    /* blocked storage: this page still reads again; a next page shows its own snapshot */
  }
}

function readAgainAt(until: number): void {
  clearTimeout(lateRefresh);
  lateRefresh = setTimeout(
    () => {
      writeUncertain(null);
      void refreshCart();
    },
    Math.max(0, until - Date.now()),
  );
}

/**
 * Pure: what a new page does about a cart call an earlier page of this tab gave up on (`until`: when its late
 * answer would have landed). Its snapshot may predate that landing, so it reads the cart now, and again at
 * `until` if that is still ahead; a mark older than one more timeout belongs to a page long gone.
 */
export function uncertainOnLoad(raw: string | null, now: number, timeoutMs: number): { readNow: boolean; readAgainAt: number | null } {
  const until = Number(raw);
  if (!raw || !Number.isFinite(until) || now > until + timeoutMs) return { readNow: false, readAgainAt: null };
  return { readNow: true, readAgainAt: until > now ? until : null };
}

function followUncertainFromLastPage(): void {
  let raw: string | null = null;
  try {
    raw = storage('sessionStorage')?.getItem(UNCERTAIN_KEY) ?? null;
  } catch {
    return;
  }
  const plan = uncertainOnLoad(raw, Date.now(), getConfig().request_timeout_ms);
  if (!plan.readNow) {
    if (raw !== null) writeUncertain(null);
    return;
  }
  void refreshCart();
  if (plan.readAgainAt === null) writeUncertain(null);
  else readAgainAt(plan.readAgainAt);
}

export function resetCartSyncForTests(): void {
  started = false;
  stopUncertain?.();
  clearTimeout(lateRefresh);
  clearTimeout(retryRefresh);
  deferred = false;
  $cartSyncPaused.set(false);
  inflight = null;
  channel?.close();
  channel = null;
}
