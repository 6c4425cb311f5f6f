import { searchStoreProducts } from '@vitrine/contract';
import { send } from '@vitrine/core';
import { SUGGESTIONS_SHOWN, suggestionsFrom, type Suggestion } from './model.ts';

/**
 * The Store API search (`GET {rest}wc/store/v1/products?search=…&per_page=6`), through core's transport: its answer
 * checked against the contract's schema, a timeout, and `signal` to abort it when the shopper has typed on.
 */
export async function fetchSuggestions(term: string, signal: AbortSignal): Promise<Suggestion[]> {
  return suggestionsFrom(await send(searchStoreProducts(term, SUGGESTIONS_SHOWN), { signal }));
}
