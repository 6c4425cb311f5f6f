import { useEffect, useState } from 'react';
import { blockedBy, type Blocked, type ExpressContext } from './model.ts';
import { addToCartButton, productForm } from './page-form.ts';

/**
 * Spec §2.4, §4.10: on a product page the express buttons follow the add-to-cart button's state, which the
 * variation form keeps in WooCommerce's classes. Watched on the product's area, because the variation form may
 * re-render its button.
 */
export function useBlocked(host: Element, context: ExpressContext): Blocked {
  const [blocked, setBlocked] = useState<Blocked>(null);
  useEffect(() => {
    if (context !== 'product') return;
    const read = () => {
      const button = addToCartButton(productForm(host));
      setBlocked(button ? blockedBy(button.classList) : null);
    };
    const observer = new MutationObserver(read);
    observer.observe(host.closest('.product') ?? document.body, { attributes: true, attributeFilter: ['class'], childList: true, subtree: true });
    read();
    return () => observer.disconnect();
  }, [host, context]);
  return blocked;
}
