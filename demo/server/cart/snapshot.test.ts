import { CartSnapshot } from '@vitrine/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart } from './cart.ts';
import { cartSnapshot } from './snapshot.ts';
import { applyCoupon } from './coupons.ts';
import { randomBytes } from 'node:crypto';
import { testStoreForEach, validate } from '../testing.ts';

const store = testStoreForEach();
let session: string;

beforeEach(() => {
  // Any id is a session; its row comes with the first line it keeps.
  session = randomBytes(16).toString('hex');
});

const add = (productId: number, fields: { quantity?: string; variationId?: number; attributes?: Record<string, string> } = {}) => {
  const r = addToCart(store.store.db, session, { productId, attributes: {}, ...fields });
  if (!r.ok) throw new Error(r.message);
};

describe('cartSnapshot', () => {
  it('is valid for an empty cart', () => {
    const snapshot = cartSnapshot(store.store.db, session);
    expect(validate(CartSnapshot, snapshot)).toEqual([]);
    expect(snapshot).toMatchObject({ hash: '', count: 0, items: [], reward: null, upsells: [], needsPayment: false });
    expect(snapshot.total.formatted).toBe(new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'CHF' }).format(0));
  });

  it('is valid and complete for a mixed cart with a coupon', () => {
    add(11);
    add(14, { quantity: '4' });
    add(22, { variationId: 116, quantity: '4' });
    add(21, { attributes: { attribute_pa_taille: 'l', attribute_pa_couleur: 'vert' } });
    expect(applyCoupon(store.store.db, session, 'bienvenue10')).toMatchObject({ ok: true });

    const s = cartSnapshot(store.store.db, session);
    expect(validate(CartSnapshot, s)).toEqual([]);
    expect(s.count).toBe(10);
    // 131.75 + 4 × 14.50 + 4 × 79 + 11.16 = 516.91; 10 % = 51.69.
    expect(s.subtotal.raw).toBe(516.91);
    expect(s.discount.raw).toBe(51.69);
    expect(s.total.raw).toBe(465.22);
    expect(s.coupons).toEqual([{ code: 'BIENVENUE10', discount: { formatted: expect.any(String), raw: 51.69 } }]);
    expect(s.needsPayment).toBe(true);
    expect(s.reward).toMatchObject({ progress: 1, achieved: true, remaining: { raw: 0 } });

    const honey = s.items.find((i) => i.productId === 14);
    expect(honey?.quantity).toEqual({ value: 4, min: 2, max: 12, step: 2 });
    const pull = s.items.find((i) => i.productId === 22);
    expect(pull).toMatchObject({ variationId: 116, attributes: { Taille: 'L', Couleur: 'Bleu' }, quantity: { value: 4, min: 4, max: 8, step: 2 } });
    expect(pull?.image?.src).toMatch(/^\/assets\/img\/pull-cervin-v116\.svg$/);

    // Upsells come from the cart's products, never one already in it.
    const inCart = new Set(s.items.map((i) => i.productId));
    expect(s.upsells.length).toBeGreaterThan(0);
    for (const u of s.upsells) expect(inCart.has(u.productId)).toBe(false);
    expect(s.upsells.find((u) => u.productId === 25)).toMatchObject({ needsOptions: true });
  });

  it('shows reward progress below the free-shipping threshold', () => {
    add(15, { quantity: '5' });
    const s = cartSnapshot(store.store.db, session);
    expect(s.reward).toMatchObject({ progress: 0.445, achieved: false, threshold: { raw: 100 }, remaining: { raw: 55.5 } });
    expect(s.reward?.message).toContain('55.50');
  });

  it('changes its hash whenever the cart changes', () => {
    add(15);
    const a = cartSnapshot(store.store.db, session).hash;
    add(15);
    const b = cartSnapshot(store.store.db, session).hash;
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
  });
});
