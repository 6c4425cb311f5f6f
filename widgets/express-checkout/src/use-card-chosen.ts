import { useEffect, useState } from 'react';
import { savedCardChosen } from './card-form-rules.ts';

/**
 * Whether the shopper has picked the card payment method the element sits in (at once when the page offers no
 * choice) with a new card, and whether a saved card is chosen instead. The provider's card fields load only once a
 * new card is wanted: a shopper paying by invoice, or with a saved card, never fetches them. Once wanted it stays
 * true, so switching methods or cards back and forth keeps what was typed in the card.
 */
export function useCardChosen(host: Element): { open: boolean; saved: boolean } {
  const [state, setState] = useState({ open: false, saved: false });
  useEffect(() => {
    const box = host.closest('.wc_payment_method');
    const radio = box?.querySelector<HTMLInputElement>('input[name="payment_method"]');
    const form = host.closest('form');
    const read = () => {
      const saved = savedCardChosen(box ?? host.parentElement ?? host);
      setState((was) => ({ open: was.open || ((!radio || radio.checked) && !saved), saved }));
    };
    read();
    form?.addEventListener('change', read);
    return () => form?.removeEventListener('change', read);
  }, [host]);
  return state;
}
