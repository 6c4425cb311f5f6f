import type { Variation } from '@vitrine/contract';
import { emit } from '@vitrine/core';

/**
 * WooCommerce's variation events, raised on the form as the original does (themes listen there; the express
 * button and the gallery listen on the body, where they bubble). Native listeners get `event.detail`;
 * jQuery handlers get WooCommerce's arguments.
 */

export function raiseShown(form: HTMLFormElement, variation: Variation, purchasable: boolean): void {
  emit('found_variation', { variation }, [variation], form);
  emit('show_variation', { variation, purchasable }, [variation, purchasable], form);
}

export function raiseHidden(form: HTMLFormElement): void {
  emit('reset_data', undefined, [], form);
  emit('hide_variation', undefined, [], form);
}
