import { SideCartAnswer } from '@vitrine/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { shopperForEach, snapshotOf, testStoreForEach, validate } from '../testing.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store, null);
let nonce: string;

type Json = Record<string, unknown>;

/** A side cart call as the browser sends it: `&lang=fr`, the nonce in `fkcart_nonce`. */
async function fkcart(action: string, fields: Record<string, string | number> = {}, withNonce = true): Promise<Json> {
  const res = await shopper.post(`/?wc-ajax=fkcart_${action}&lang=fr`, withNonce ? { ...fields, fkcart_nonce: nonce } : fields);
  expect(res.status).toBe(200);
  const answer = (await res.json()) as Json;
  expect(validate(SideCartAnswer, answer)).toEqual([]);
  return answer;
}

beforeEach(async () => {
  nonce = ((await fkcart('get_slide_cart', {}, false)).ajax_nonce as string) ?? '';
});

async function add(fields: Record<string, string | number>): Promise<Json> {
  return fkcart('add_item', fields);
}

describe('fkcart nonces', () => {
  it('gives a fresh nonce with every done answer, and checks none, as FunnelKit Cart 1.7.1', async () => {
    expect(nonce).toMatch(/^\w+$/);
    const added = await fkcart('add_item', { fkcart_product_id: 15, fkcart_nonce: 'stale' }, false);
    expect(added).toMatchObject({ code: 200, status: true, ajax_nonce: expect.stringMatching(/^\w+$/) });
    expect(snapshotOf(added).count).toBe(1);
  });
});

describe('fkcart_add_item', () => {
  it('adds an upsell with quantity 1, raised to the product’s minimum when it has one', async () => {
    expect(snapshotOf(await add({ fkcart_product_id: 15, fkcart_quantity: 1 })).count).toBe(1);
    const snapshot = snapshotOf(await add({ fkcart_product_id: 14, fkcart_quantity: 1 }));
    expect(snapshot.items.find((i) => i.productId === 14)?.quantity.value).toBe(2);
  });

  it('adds a quick view variant from multipart attributes[…] fields', async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({
      fkcart_product_id: '21',
      fkcart_variation_id: '102',
      fkcart_quantity: '2',
      qty: '2',
      'attributes[attribute_pa_taille]': 's',
      'attributes[attribute_pa_couleur]': 'rouge',
      fkcart_nonce: nonce,
    }))
      body.append(k, v);
    const res = await shopper.request('/?wc-ajax=fkcart_add_item&lang=fr', { method: 'POST', body });
    const answer = (await res.json()) as Json;
    expect(answer.code).toBe(200);
    expect(snapshotOf(answer).items[0]).toMatchObject({ productId: 21, variationId: 102, quantity: { value: 2 } });
  });

  it('refuses with the reason, and flashes it for the page a product-form add reloads', async () => {
    await add({ fkcart_product_id: 18, fkcart_quantity: 1 });
    const answer = await add({ fkcart_product_id: 18, fkcart_quantity: 1, fkcart_single_product_add_to_cart: 'yes' });
    // FunnelKit's own words, and nothing else in the answer; WooCommerce's reason waits for the reloaded page.
    expect(answer).toEqual({ code: 400, msg: 'Impossible d’ajouter « Planche à découper en noyer » au panier' });
    expect(await (await shopper.get('/')).text()).toContain('Vous ne pouvez pas ajouter un autre');
  });
});

describe('fkcart_update_item and fkcart_remove_item', () => {
  it('sets an absolute quantity, refuses one the rules forbid or that is not a number, and removes', async () => {
    const key = snapshotOf(await add({ fkcart_product_id: 14, fkcart_quantity: 2 })).items[0]!.cartKey;
    const updated = await fkcart('update_item', { cart_key: key, quantity: 6 });
    expect(updated.message).toBe('« Miel de montagne » a été mis à jour.');
    expect(snapshotOf(updated).items[0]?.quantity.value).toBe(6);
    expect(await fkcart('update_item', { cart_key: key, quantity: 7 })).toMatchObject({ code: 400, msg: '« Miel de montagne » se vend par multiples de 2.' });
    expect(await fkcart('update_item', { cart_key: key, quantity: 'NaN' })).toMatchObject({ code: 400, msg: 'Veuillez saisir une quantité valide.' });
    const removed = await fkcart('remove_item', { cart_key: key });
    expect(removed.message).toBe('« Miel de montagne » a été retiré');
    expect(snapshotOf(removed).count).toBe(0);
    expect(await fkcart('remove_item', { cart_key: key })).toEqual({ code: 400, msg: 'Article du panier introuvable' });
  });
});

describe('coupons', () => {
  it('applies a valid code with its message, refuses the others with theirs, and removes', async () => {
    await add({ fkcart_product_id: 15, fkcart_quantity: 2 });
    // WooCommerce's printed notice, tags stripped by FunnelKit: tabs, newlines and entities stay around the words.
    const notice = (words: string) => `\n\n\t\t\t\n\t\t\t${words}\t\t\n\t\n`;
    expect(await fkcart('apply_coupon', { discount_code: 'NOPE' })).toEqual({ code: 400, msg: notice('Le code promo « NOPE » n’existe pas !') });
    expect(await fkcart('apply_coupon', { discount_code: 'ETE2023' })).toEqual({ code: 400, msg: notice('Le code promo « ETE2023 » a expiré.') });
    expect((await fkcart('apply_coupon', { discount_code: 'MINI50' })).msg).toMatch(/Le montant minimum de commande pour le code promo « MINI50 »/);
    expect(await fkcart('apply_coupon', { discount_code: '' })).toEqual({ code: 400, msg: 'Veuillez saisir un code promo.' });
    const applied = await fkcart('apply_coupon', { discount_code: 'bienvenue10' });
    expect(applied).toMatchObject({ code: 200, message: notice('Code promo appliqué avec succès.') });
    expect(snapshotOf(applied).coupons.map((c) => c.code)).toEqual(['BIENVENUE10']);
    const removed = await fkcart('remove_coupon', { discount_code: 'BIENVENUE10' });
    expect(removed).toMatchObject({ code: 200, message: '' });
    expect(snapshotOf(removed).coupons).toEqual([]);
  });
});

describe('fkcart_quick_view and fkcart_update_attributes', () => {
  it('answers FunnelKit’s quick view: image, name, price, the product’s variation form, a cart line’s choice preselected', async () => {
    const view = await fkcart('quick_view', { product_id: 23 });
    expect(Object.keys(view).sort()).toEqual(['code', 'quick_view_content']);
    const markup = view.quick_view_content as string;
    expect(markup).toContain('<form class="variations_form cart"');
    expect(markup).toContain('data-product_id="23"');
    expect(markup).toContain('class="fkcart-item-title">Casquette Aletsch</a>');
    expect(markup).toMatch(/<img [^>]*class="fkcart-image"/);
    expect(markup).toContain('class="fkcart-item-price"');
    const key = snapshotOf(
      await add({ fkcart_product_id: 23, fkcart_variation_id: 121, 'attributes[attribute_pa_couleur]': 'bleu', 'attributes[attribute_pa_taille]': 'l' }),
    ).items[0]!.cartKey;
    const edit = (await fkcart('quick_view', { product_id: 23, cart_key: key })).quick_view_content as string;
    expect(edit).toContain('<option value="bleu" selected>');
    expect(edit).toContain(`name="fkcart-cart-key" class="fkcart-cart-key" value="${key}"`);
    expect(await fkcart('quick_view', { product_id: 15 })).toMatchObject({ code: 400 });
  });

  it('replaces a line with its new choice in place, or leaves it as it was when refused', async () => {
    await add({ fkcart_product_id: 15, fkcart_quantity: 1 });
    const first = snapshotOf(
      await add({
        fkcart_product_id: 23,
        fkcart_variation_id: 121,
        fkcart_quantity: 2,
        'attributes[attribute_pa_couleur]': 'bleu',
        'attributes[attribute_pa_taille]': 'l',
      }),
    );
    await add({ fkcart_product_id: 19, fkcart_quantity: 1 });
    const key = first.items[1]!.cartKey;
    // Without the product id FunnelKit refuses, whichever key names the line.
    expect(await fkcart('update_attributes', { cart_key: key, fkcart_variation_id: 121, fkcart_quantity: 2 })).toEqual({
      code: 400,
      msg: 'Données requises manquantes',
    });
    const changed = snapshotOf(
      await fkcart('update_attributes', {
        'fkcart-cart-key': key,
        fkcart_product_id: 23,
        fkcart_variation_id: 121,
        fkcart_quantity: 2,
        'attributes[attribute_pa_couleur]': 'noir',
        'attributes[attribute_pa_taille]': 'l',
      }),
    );
    expect(changed.items.map((i) => i.productId)).toEqual([15, 23, 19]);
    expect(changed.items[1]).toMatchObject({ attributes: { Couleur: 'Noir', Taille: 'L' }, quantity: { value: 2 } });
    const refused = await fkcart('update_attributes', { 'fkcart-cart-key': changed.items[1]!.cartKey, fkcart_product_id: 23, fkcart_variation_id: 999 });
    expect(refused.code).toBe(400);
    expect(snapshotOf(await fkcart('get_slide_cart')).items).toHaveLength(3);
  });
});
