import { describe, expect, it } from 'vitest';
import { emptyCart, type CartItem, type CartSnapshot, type SideCartAnswer } from '@vitrine/contract';
import {
  drawerStep,
  loadPlan,
  needsCarousel,
  readAnswer,
  readCouponInput,
  rowsToShow,
  shouldRerun,
  shownQuantity,
  upsellsAsList,
  visibleUpsells,
} from './model.ts';

const money = (raw: number) => ({ raw, formatted: `${raw.toFixed(2)} CHF` });
const item = (cartKey: string, productId = 1): CartItem => ({
  cartKey,
  productId,
  variationId: 0,
  name: cartKey,
  link: '/',
  image: null,
  attributes: {},
  quantity: { value: 2, min: 1, max: null, step: 1 },
  soldIndividually: false,
  unitPrice: money(1),
  linePrice: money(2),
});
const answer = (fields: Partial<SideCartAnswer>): SideCartAnswer => ({ code: 200, cart_hash: '', message: '', msg: '', ...fields });

describe('the drawer (spec §4.11)', () => {
  const closed = { open: false, skipNextAutoOpen: false };

  it('opens 450 ms after an add only when should_open_cart is yes and it is closed', () => {
    expect(drawerStep(closed, { type: 'added', shouldOpenCart: true }).openLater).toBe(true);
    expect(drawerStep(closed, { type: 'added', shouldOpenCart: false }).openLater).toBe(false);
    expect(drawerStep({ ...closed, open: true }, { type: 'added', shouldOpenCart: true }).openLater).toBe(false);
  });

  it('lets an express button click suppress exactly one auto-open', () => {
    const skipping = drawerStep(closed, { type: 'skip-next-auto-open' }).state;
    const first = drawerStep(skipping, { type: 'added', shouldOpenCart: true });
    expect(first.openLater).toBe(false);
    expect(drawerStep(first.state, { type: 'added', shouldOpenCart: true }).openLater).toBe(true);
  });

  it('opens and closes idempotently', () => {
    const open = drawerStep(closed, { type: 'open' }).state;
    expect(drawerStep(open, { type: 'open' }).state.open).toBe(true);
    expect(drawerStep(drawerStep(open, { type: 'close' }).state, { type: 'close' }).state.open).toBe(false);
  });
});

describe('page load (spec §4.11)', () => {
  const base = { forceOpen: false, isCart: false, quantityCookie: '2', itemsInCartCookie: '1' };
  it('asks nothing when the cookies agree', () => expect(loadPlan(base)).toEqual({ refresh: false, open: false }));
  it('refreshes on the cart page, with force_open_cart (then opens), or when the quantity cookie is missing', () => {
    expect(loadPlan({ ...base, isCart: true })).toEqual({ refresh: true, open: false });
    expect(loadPlan({ ...base, forceOpen: true })).toEqual({ refresh: true, open: true });
    expect(loadPlan({ ...base, quantityCookie: undefined })).toEqual({ refresh: true, open: false });
    expect(loadPlan({ ...base, quantityCookie: undefined, itemsInCartCookie: undefined }).refresh).toBe(false);
  });
});

describe('answers (spec §7.6)', () => {
  it('reads code 200 as done and any other code as refused with its words, or a French default', () => {
    expect(readAnswer(answer({}), 'Mis à jour.')).toMatchObject({ kind: 'done', message: 'Mis à jour.' });
    expect(readAnswer(answer({ code: 400 }), 'Stock épuisé')).toEqual({ kind: 'refused', message: 'Stock épuisé' });
    expect(readAnswer(answer({ code: 500 }), '')).toEqual({
      kind: 'refused',
      message: 'La boutique a rencontré un problème avec votre demande. Veuillez réessayer.',
    });
  });

  it('re-runs the slide cart only when the page allows it and the answer asks', () => {
    expect(shouldRerun(answer({ fkcart_re_run_slide_cart: 'yes' }), 'yes')).toBe(true);
    expect(shouldRerun(answer({ fkcart_re_run_slide_cart: true }), 'yes')).toBe(true);
    expect(shouldRerun(answer({ fkcart_re_run_slide_cart: 'yes' }), 'no')).toBe(false);
    expect(shouldRerun(answer({ fkcart_re_run_slide_cart: 'no' }), 'yes')).toBe(false);
  });
});

describe('rows', () => {
  it('shows the pending quantity until the server confirms it', () => {
    expect(shownQuantity(item('a'), {})).toBe(2);
    expect(shownQuantity(item('a'), { a: 5 })).toBe(5);
  });

  it('keeps a removed row where it stood while it slides out, and never twice', () => {
    const rows = rowsToShow(
      [item('a'), item('c')],
      [
        { item: item('b'), index: 1 },
        { item: item('z'), index: 9 },
      ],
    );
    expect(rows.map((r) => `${r.item.cartKey}${r.leaving ? '↑' : ''}`)).toEqual(['a', 'b↑', 'c', 'z↑']);
    expect(rowsToShow([item('a')], [{ item: item('a'), index: 0 }])).toHaveLength(1);
  });
});

describe('upsells', () => {
  const upsell = (productId: number) => ({ productId, name: `p${productId}`, link: '/', image: null, price: money(1), needsOptions: false });
  it('hides the ones already in the cart', () => {
    const cart: CartSnapshot = { ...emptyCart(), items: [item('a', 7)], upsells: [upsell(7), upsell(8)] };
    expect(visibleUpsells(cart).map((u) => u.productId)).toEqual([8]);
  });
  it('needs the carousel only when more than fit in view', () => {
    const cart: CartSnapshot = { ...emptyCart(), items: [item('a', 7)], upsells: [upsell(7), upsell(8), upsell(9)] };
    expect(needsCarousel(cart, 2)).toBe(false);
    expect(needsCarousel(cart, 1)).toBe(true);
  });
  it('lists them instead of a carousel only with style3 on a narrow screen', () => {
    expect(upsellsAsList('style3', true)).toBe(true);
    expect(upsellsAsList('style3', false)).toBe(false);
    expect(upsellsAsList('style1', true)).toBe(false);
  });
});

describe('coupon input (spec §5.8)', () => {
  it('gives the preset error for an empty or blank code, and the trimmed code otherwise', () => {
    expect(readCouponInput('   ')).toEqual({ kind: 'empty', message: 'Veuillez saisir un code promo.' });
    expect(readCouponInput(' bienvenue10 ')).toEqual({ kind: 'code', code: 'bienvenue10' });
  });
});
