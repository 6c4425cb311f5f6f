// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { type SideCartAnswer, sideCartWords } from '@vitrine/contract';
import { exchange, recordings } from '@vitrine/contract/recorded';
import { markupText } from '@vitrine/core';
import { readAnswer } from './model.ts';
import { parseQuickView } from './quick-view-markup.ts';
import './french.ts';

/** FunnelKit Cart's real answers (packages/contract/recorded), read as the drawer reads them. */

const read = (recording: (typeof withFunnelKit)[number], name: string) => {
  // As the contract's schema gives it: absent words are ''.
  const answer = { message: '', msg: '', cart_hash: '', ...(exchange(recording, name).response.body as object) } as SideCartAnswer;
  return readAnswer(answer, markupText(sideCartWords(answer)));
};

const withFunnelKit = recordings().filter((r) => r.shop.fkcart);

for (const recording of withFunnelKit) {
  const v10 = recording.shop.woocommerce.startsWith('10.');
  describe(`${recording.file}`, () => {
    it('says what the shop said, as text: a done answer’s `message`, a refusal’s `msg`, without tabs or entities', () => {
      expect(read(recording, 'fkcart_update_item.quantity')).toMatchObject({ kind: 'done', message: '"Coffret Artisans du Jura" has been updated.' });
      expect(read(recording, 'fkcart_apply_coupon.valid')).toMatchObject({ kind: 'done', message: 'Coupon code applied successfully.' });
      expect(read(recording, 'fkcart_add_item.upsell')).toMatchObject({ kind: 'done', message: '' });
      expect(read(recording, 'fkcart_remove_item.line')).toMatchObject({ kind: 'done', message: '"Chocolat noir Grand Cru" is removed' });
      expect(read(recording, 'fkcart_apply_coupon.already-applied')).toEqual({
        kind: 'refused',
        message: v10 ? 'Coupon code "bienvenue10" already applied!' : 'Coupon code already applied!',
      });
      expect(read(recording, 'fkcart_apply_coupon.expired')).toEqual({
        kind: 'refused',
        message: v10 ? 'Coupon "ete2023" has expired.' : 'This coupon has expired.',
      });
      expect(read(recording, 'fkcart_add_item.out-of-stock')).toEqual({ kind: 'refused', message: 'Unable to add "Fromage d’alpage" to the cart' });
      expect(read(recording, 'fkcart_update_item.unknown-key')).toEqual({ kind: 'refused', message: 'Cart item not found' });
    });

    it('reads quick view’s name, price, image, options and the cart line’s own choice from FunnelKit’s markup', () => {
      const { ids } = recording.catalogue;
      const product = parseQuickView((exchange(recording, 'fkcart_quick_view.product').response.body as { quick_view_content: string }).quick_view_content);
      expect(product).toMatchObject({ productId: ids['pull-cervin'], name: 'Pull Cervin', quantity: 1 });
      expect(product?.priceText).toMatch(/^79\.00\s*CHF\s*–\s*99\.00\s*CHF/);
      expect(product?.image?.src).toMatch(/\/pull-cervin-150x150\.png$/);
      // WordPress 6.1 prints an empty alt where 6.8 falls back to the image's title.
      expect(product?.image?.alt).toBe(v10 ? 'Pull Cervin' : '');
      expect(product?.attributes.map((a) => [a.name, a.label, a.options.length])).toEqual([
        ['attribute_pa_taille', 'Taille', 4],
        ['attribute_pa_couleur', 'Couleur', 2],
      ]);
      expect(product?.variations).toHaveLength(6);
      const line = parseQuickView((exchange(recording, 'fkcart_quick_view.cart-line').response.body as { quick_view_content: string }).quick_view_content);
      expect(line?.chosen).toEqual({ attribute_pa_taille: 'm', attribute_pa_couleur: 'gris' });
    });
  });
}
