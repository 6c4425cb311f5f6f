import { announce } from '@vitrine/core';
import { NOTICE_MS } from './model.ts';
import { $sideCart, type SideCartNotice } from './state.ts';

/**
 * The drawer's own notice banner (spec §2.8, §8.4): one message at a time, as text, hidden after 3000 ms.
 */
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showNotice(kind: SideCartNotice['kind'], message: string): void {
  if (!message) return;
  const id = nextId++;
  $sideCart.setKey('notice', { id, kind, message });
  if (kind === 'success') announce(message);
  clearTimeout(timer);
  timer = setTimeout(() => {
    if ($sideCart.get().notice?.id === id) $sideCart.setKey('notice', null);
  }, NOTICE_MS);
}
