import { useState } from 'react';
import type { Variation } from '@vitrine/contract';
import { ServerMarkup, t } from '@vitrine/core';

/**
 * The single-variation area (§2.5, §4.4): the shown variation's description, price and availability, or the
 * "unavailable" text for a variation the shop does not sell (no price). It slides open and shut over 200 ms
 * (CSS, none under reduced motion); while it shuts it keeps the last variation, and it is inert once shut.
 */
export function SingleVariation({ variation }: { variation: Variation | null }) {
  const [last, setLast] = useState(variation);
  if (variation && variation !== last) setLast(variation);
  const shown = variation ?? last;
  const open = variation !== null;
  return (
    <div className="woocommerce-variation single_variation fk-slide" data-open={open || undefined} inert={!open} aria-live="polite">
      <div className="fk-slide__inner">
        {shown &&
          (shown.variation_is_visible ? (
            <>
              <ServerMarkup className="woocommerce-variation-description" markup={shown.variation_description} />
              <ServerMarkup className="woocommerce-variation-price" markup={shown.price_html} />
              <ServerMarkup className="woocommerce-variation-availability" markup={shown.availability_html} />
            </>
          ) : (
            <p>{t('Sorry, this product is unavailable. Please choose a different combination.')}</p>
          ))}
      </div>
    </div>
  );
}
