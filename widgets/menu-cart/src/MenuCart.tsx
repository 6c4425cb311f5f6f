import { useEffect, useRef, useState } from 'react';
import { $cart, holdEscape, t, type WidgetProps } from '@vitrine/core';
import { useMediaQuery, useModal } from '@vitrine/ui';
import { closesDropdown, DROPDOWN_QUERY, menuCartMode } from './model.ts';

let ids = 0;

/**
 * `fk-menu-cart`: Elementor Pro's « Menu Cart » in the header. The server prints a link to the cart page (the icon,
 * `fk-cart-count`'s count and subtotal) and the hidden mini cart (`fk-mini-cart` around WooCommerce's
 * `div.widget_shopping_cart_content`, with « Voir le panier » and « Commander »). This widget turns the link into
 * the button that shows it: a dropdown under the icon above 767 px, an off-canvas panel from the side below. The
 * count, the subtotal and the list follow the cart through the fragments and core's cart store, like the side cart's
 * (one answer updates them all); removal is the mini cart's own (§4.2). Without JavaScript the link leads to the cart.
 */
export function MenuCart({ host }: WidgetProps) {
  const [open, setOpen] = useState(false);
  const mode = menuCartMode(useMediaQuery(DROPDOWN_QUERY));
  const container = useRef(host.querySelector<HTMLElement>('.fk-menu-cart__container'));
  const panel = useRef(host.querySelector<HTMLElement>('.fk-menu-cart__panel'));
  const toggle = host.querySelector<HTMLElement>('.fk-menu-cart__toggle');
  const close = () => setOpen(false);

  // The link becomes a button that says what it opens.
  useEffect(() => {
    const box = container.current;
    const closeButton = host.querySelector<HTMLButtonElement>('.fk-menu-cart__close');
    if (!toggle || !box) return;
    box.id ||= `fk-menu-cart-${++ids}`;
    toggle.setAttribute('role', 'button');
    toggle.setAttribute('aria-controls', box.id);
    const flip = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== ' ' && event.key !== 'Enter') return;
      event.preventDefault();
      setOpen((was) => !was);
    };
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === box) setOpen(false);
    };
    const shut = () => {
      setOpen(false);
      toggle.focus();
    };
    toggle.addEventListener('click', flip);
    toggle.addEventListener('keydown', flip);
    box.addEventListener('click', onBackdrop);
    if (closeButton) {
      closeButton.hidden = false;
      closeButton.addEventListener('click', shut);
    }
    return () => {
      toggle.removeEventListener('click', flip);
      toggle.removeEventListener('keydown', flip);
      box.removeEventListener('click', onBackdrop);
      closeButton?.removeEventListener('click', shut);
    };
  }, [host, toggle]);

  useEffect(() => {
    const box = container.current;
    const dialog = panel.current;
    if (!toggle || !box || !dialog) return;
    toggle.setAttribute('aria-expanded', String(open));
    box.hidden = !open;
    box.dataset.mode = mode;
    // A dialog either way, modal only as the off-canvas panel.
    dialog.setAttribute('role', 'dialog');
    if (!dialog.hasAttribute('aria-label') && !dialog.hasAttribute('aria-labelledby')) dialog.setAttribute('aria-label', t('Your cart'));
    dialog.setAttribute('aria-modal', String(mode === 'off-canvas'));
  }, [open, mode, toggle]);

  // The off-canvas panel is a modal dialog (inert page, focus trap, Escape, focus back to the icon). After the effect
  // above: focus can only move in once the panel is shown.
  useModal(container, panel, open && mode === 'off-canvas', { fallbackFocus: () => toggle, onEscape: close });

  // The dropdown: Escape closes it (focus back on the icon); a press or focus elsewhere closes it too.
  useEffect(() => {
    if (!open || mode !== 'dropdown') return;
    const leave = holdEscape(() => {
      setOpen(false);
      toggle?.focus();
    });
    const elsewhere = (event: Event) => {
      if (closesDropdown(mode, host, event.target as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', elsewhere);
    document.addEventListener('focusin', elsewhere);
    return () => {
      leave();
      document.removeEventListener('pointerdown', elsewhere);
      document.removeEventListener('focusin', elsewhere);
    };
  }, [open, mode, host, toggle]);

  // A removal replaces the list (fragments): focus that was on the row goes back into the open panel, not to <body>.
  useEffect(() => {
    if (!open) return;
    return $cart.listen(() => {
      setTimeout(() => {
        const dialog = panel.current;
        if (dialog && (document.activeElement === document.body || document.activeElement === null)) {
          dialog.tabIndex = -1;
          dialog.focus();
        }
      });
    });
  }, [open]);

  return null;
}
