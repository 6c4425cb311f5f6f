import type { Variation } from '@vitrine/contract';
import { emit, jqueryWrapped } from '@vitrine/core';

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

/**
 * The form is ready (WooCommerce: `check_variations`, then `wc_variation_form` with its VariationForm object, which
 * swatch plugins read `$form` and `variationData` from).
 */
export function raiseFormReady(form: HTMLFormElement, variationData: unknown): void {
  emit('check_variations', undefined, [], form);
  const variationForm = { $form: jqueryWrapped(form), variationData, useAjax: variationData === false };
  emit('wc_variation_form', { form }, [variationForm], form);
}

/** A shopper changed a choice: the form looks for the variation (before `found_variation`)… */
export function raiseChecking(form: HTMLFormElement): void {
  emit('check_variations', undefined, [], form);
}

/** …and, once that is done, `woocommerce_variation_has_changed`. */
export function raiseChanged(form: HTMLFormElement): void {
  emit('woocommerce_variation_has_changed', undefined, [], form);
}
