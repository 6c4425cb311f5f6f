import { t } from '@vitrine/core';
import { Spinner } from '@vitrine/ui';
import { addUpsell } from './cart-actions.ts';
import type { Upsell } from './model.ts';
import { openQuickView, quickViewIntent } from './quick-view-chunk.ts';
import './french.ts';

/**
 * One recommendation: « Ajouter » (quantity 1), or « Choisir les options » for a variable product. Its controls are
 * `data-keen-slider-clickable`: a press on them never starts a carousel drag, which could swallow the click.
 */
export function UpsellCard({ upsell, busy }: { upsell: Upsell; busy: boolean }) {
  const { name, link, productId } = upsell;
  return (
    <div className={`fkcart-upsell-item ${busy ? 'is-loading' : ''}`.trim()} data-product-id={productId}>
      <a className="fkcart-upsell-image" href={link || undefined} tabIndex={-1} aria-hidden="true">
        {upsell.image && <img src={upsell.image.src} alt="" width={72} height={72} loading="lazy" />}
      </a>
      <div className="fkcart-upsell-info">
        <a className="fkcart-upsell-title" href={link || undefined} data-keen-slider-clickable>
          {name}
        </a>
        <span className="fkcart-upsell-price">{upsell.price.formatted}</span>
      </div>
      {upsell.needsOptions ? (
        <button
          type="button"
          data-keen-slider-clickable
          className="fkcart-upsell-options button"
          aria-label={t('Select options for “{name}”', { name })}
          aria-haspopup="dialog"
          onPointerEnter={quickViewIntent}
          onFocus={quickViewIntent}
          onClick={() => void openQuickView({ productId, name, link })}
        >
          {t('Select options')}
        </button>
      ) : (
        <button
          type="button"
          data-keen-slider-clickable
          className="fkcart-upsell-add button"
          aria-label={t('Add “{name}” to the cart', { name })}
          aria-busy={busy || undefined}
          onClick={() => void addUpsell(upsell)}
        >
          {busy ? <Spinner /> : t('Add')}
        </button>
      )}
    </div>
  );
}
