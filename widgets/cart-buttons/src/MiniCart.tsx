import { useEffect } from 'react';
import { announce, applyServerFragments, emitCartChange, goTo, t, type WidgetProps } from '@vitrine/core';
import { sendRemove } from './calls.ts';

/**
 * `fk-mini-cart`: the theme's mini cart widget, with removal through AJAX (spec §2.10, §4.2). The row is
 * greyed while the call runs; when it fails or brings no fragments, the browser follows the remove link,
 * which removes the item without JavaScript.
 */

async function remove(link: HTMLAnchorElement): Promise<void> {
  const key = link.dataset.cart_item_key;
  const row = link.closest<HTMLElement>('.mini_cart_item, .woocommerce-mini-cart-item');
  const name = row?.querySelector('a:not(.remove)')?.textContent?.trim() ?? '';
  if (!key) {
    goTo(link.href);
    return;
  }
  row?.classList.add('is-removing');
  row?.setAttribute('aria-busy', 'true');
  try {
    const answer = await sendRemove(key);
    if (!answer.fragments) throw new Error('no fragments');
    applyServerFragments(answer.fragments, answer.cart_hash);
    emitCartChange('removed_from_cart', { fragments: answer.fragments, cartHash: answer.cart_hash, button: link });
    announce(t('“{name}” removed from your cart.', { name }));
  } catch {
    // The link does the same work on the server; the row stays greyed while the page changes.
    if (!goTo(link.href)) {
      row?.classList.remove('is-removing');
      row?.removeAttribute('aria-busy');
    }
  }
}

export function MiniCart({ host }: WidgetProps) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a.remove_from_cart_button');
      if (!link || !host.contains(link) || event.button !== 0) return;
      event.preventDefault();
      if (link.closest('.is-removing')) return;
      void remove(link);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);
  return null;
}
