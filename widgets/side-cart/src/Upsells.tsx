import { useStore } from '@nanostores/react';
import { $cart, getConfig, t } from '@vitrine/core';
import { Carousel, useMediaQuery } from '@vitrine/ui';
import { UPSELL_LIST_QUERY, upsellsAsList, visibleUpsells } from './model.ts';
import { $sideCart } from './state.ts';
import { UpsellCard } from './UpsellCard.tsx';
import './french.ts';

const TITLE_ID = 'fkcart-upsells-title';

/**
 * Recommendations (spec §2.8, §9.4): a carousel with slides per scroll from the config, or, with style3 at
 * ≤ 1000 px, a list. Hidden once the last one has been added.
 */
export function Upsells() {
  const cart = useStore($cart);
  const { addingUpsells } = useStore($sideCart, { keys: ['addingUpsells'] });
  const narrow = useMediaQuery(UPSELL_LIST_QUERY);
  const upsells = visibleUpsells(cart);
  if (!upsells.length) return null;
  const settings = getConfig().side_cart;
  const cards = upsells.map((upsell) => <UpsellCard key={upsell.productId} upsell={upsell} busy={addingUpsells.includes(upsell.productId)} />);
  return (
    <section className={`fkcart-upsells fkcart-upsell-${settings.upsell_style}`} aria-labelledby={TITLE_ID}>
      <h3 id={TITLE_ID} className="fkcart-upsells-title">
        {t('You may also like')}
      </h3>
      {upsellsAsList(settings.upsell_style, narrow) ? (
        <div className="fkcart-upsells-list">{cards}</div>
      ) : (
        <Carousel label={t('You may also like')} perView={settings.slides_per_view} perScroll={settings.slides_per_scroll}>
          {cards}
        </Carousel>
      )}
    </section>
  );
}
