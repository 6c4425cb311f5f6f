import { useEffect, useState } from 'react';

/**
 * Whether the shopper has picked the card payment method the element sits in (at once when the checkout offers no
 * choice). The provider's card fields load only then: a shopper paying by invoice never fetches them. Once picked it
 * stays true, so switching methods back and forth keeps what was typed in the card.
 */
export function useCardChosen(host: Element): boolean {
  const [chosen, setChosen] = useState(false);
  useEffect(() => {
    const radio = host.closest('.wc_payment_method')?.querySelector<HTMLInputElement>('input[name="payment_method"]');
    const form = host.closest('form');
    const read = () => {
      if (!radio || radio.checked) setChosen(true);
    };
    read();
    form?.addEventListener('change', read);
    return () => form?.removeEventListener('change', read);
  }, [host]);
  return chosen;
}
