import { atom, type WritableAtom } from 'nanostores';
import type { Choice } from '@vitrine/product';
import type { LookupFailure, VariationAnswers } from './model.ts';

/**
 * What one product form remembers across remounts (r2wc unmounts the element whenever the DOM moves it):
 * the shopper's choice and quantity, the server's answers, and which shown variation was already announced.
 */
export interface FormMemory {
  $chosen: WritableAtom<Choice>;
  /** The quantity as typed: rules apply when a variation comes into view, not on every keystroke. */
  $quantity: WritableAtom<string>;
  $answers: WritableAtom<VariationAnswers>;
  $failure: WritableAtom<LookupFailure | null>;
  /** The `shownKey` whose events and swaps already ran (null before the first mount); whether `wc_variation_form` ran. */
  announced: { key: string | null; ready?: boolean };
}

const memories = new Map<number, FormMemory>();

/** The memory of product `productId`'s form, created with the server's initial values on first use. */
export function formMemory(productId: number, initial: { chosen: Choice; quantity: string }): FormMemory {
  let memory = memories.get(productId);
  if (!memory) {
    memory = {
      $chosen: atom(initial.chosen),
      $quantity: atom(initial.quantity),
      $answers: atom<VariationAnswers>(new Map()),
      $failure: atom<LookupFailure | null>(null),
      announced: { key: null },
    };
    memories.set(productId, memory);
  }
  return memory;
}

/** Tests start from a page that never had a form. */
export function forgetForms(): void {
  memories.clear();
}
