import { getConfig } from '@vitrine/core';

/**
 * The side cart renders an empty `[data-fk-express-slot]` in its drawer each time it opens (spec §2.8); the mini
 * wallet buttons go there. They pay for the cart (`context="side-cart"`).
 */
const SLOT = '[data-fk-express-slot]';

function fill(slot: Element): void {
  if (slot.childElementCount) return;
  const { express: settings } = getConfig();
  // A button the shop has switched off would still ask the shop for the cart's totals each time the drawer opens.
  if (settings.enabled) {
    const express = document.createElement('fk-express-button');
    express.setAttribute('context', 'side-cart');
    slot.append(express);
  }
  if (settings.google_pay_enabled) {
    const wallet = document.createElement('fk-wallet-button');
    wallet.setAttribute('context', 'side-cart');
    slot.append(wallet);
  }
}

let watching = false;

export function watchSideCartSlots(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.querySelectorAll(SLOT).forEach(fill);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(SLOT)) fill(node);
        node.querySelectorAll(SLOT).forEach(fill);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}
