import { map } from 'nanostores';
import type { LeavingRow } from './model.ts';
import type { QuickViewProduct } from './quick-view-markup.ts';
import type { VariationAnswers } from './quick-view-model.ts';

/**
 * Everything the side cart shows besides the cart itself (which is core's `$cart`). Held here, not in
 * components, because r2wc remounts a widget whenever its element moves.
 */

export type LineStatus = 'loading' | 'success';

export interface QuickViewState {
  productId: number;
  /** The product's name, known before its content arrives (for the title). */
  name: string;
  link: string;
  /** Set when quick view changes the options of this cart line (fkcart_update_attributes). */
  cartKey: string;
  status: 'loading' | 'ready' | 'adding';
  product: QuickViewProduct | null;
  /** Field name → chosen value ('' = none). */
  chosen: Record<string, string>;
  /** Only the field: nothing is sent until « Ajouter » (spec §5.7). */
  quantity: number;
  /** get_variation answers, when the content left the variation list out. */
  answers: VariationAnswers;
}

export interface CouponState {
  open: boolean;
  input: string;
  busy: boolean;
  /** Under the input, as text. */
  error: string;
  /** Bumped on each failure so the input is refocused even when the message repeats. */
  errorSeq: number;
  /** Codes whose removal is running. */
  removing: string[];
}

export interface SideCartNotice {
  id: number;
  kind: 'success' | 'error';
  /** Plain text, server messages included. */
  message: string;
}

export interface SideCartState {
  open: boolean;
  skipNextAutoOpen: boolean;
  /** cartKey → the quantity chosen but not yet confirmed by the server. */
  pending: Record<string, number>;
  /** cartKey → status of its running or just finished call. */
  lines: Record<string, LineStatus>;
  leaving: LeavingRow[];
  /** Upsells whose add is running, by product id. */
  addingUpsells: number[];
  quickView: QuickViewState | null;
  coupon: CouponState;
  notice: SideCartNotice | null;
}

export const initialSideCart = (): SideCartState => ({
  open: false,
  skipNextAutoOpen: false,
  pending: {},
  lines: {},
  leaving: [],
  addingUpsells: [],
  quickView: null,
  coupon: { open: false, input: '', busy: false, error: '', errorSeq: 0, removing: [] },
  notice: null,
});

export const $sideCart = map<SideCartState>(initialSideCart());

function withEntry<V>(record: Readonly<Record<string, V>>, key: string, value: V | null): Record<string, V> {
  const next = { ...record };
  if (value === null) delete next[key];
  else next[key] = value;
  return next;
}

/** The quantity shown for a line until the server confirms it; null forgets it. */
export const setPending = (cartKey: string, quantity: number | null) => $sideCart.setKey('pending', withEntry($sideCart.get().pending, cartKey, quantity));

export const setLineStatus = (cartKey: string, status: LineStatus | null) => $sideCart.setKey('lines', withEntry($sideCart.get().lines, cartKey, status));

export function updateCoupon(patch: Partial<CouponState>): void {
  $sideCart.setKey('coupon', { ...$sideCart.get().coupon, ...patch });
}

export function updateQuickView(patch: Partial<QuickViewState>): void {
  const current = $sideCart.get().quickView;
  if (current) $sideCart.setKey('quickView', { ...current, ...patch });
}
