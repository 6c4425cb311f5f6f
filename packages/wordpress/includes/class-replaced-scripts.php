<?php
namespace Vitrine;

/**
 * The scripts Vitrine's widgets replace. Left in place they would act twice: WooCommerce's add-to-cart.js listens
 * on document.body without looking at defaultPrevented, so every listing add would be sent twice.
 * Each one can be kept with the `vitrine_replaced_scripts` filter (handle => false).
 */
final class Replaced_Scripts {
	/** Script handle => the Vitrine tag that takes over its work. */
	public const HANDLES = [
		'wc-add-to-cart' => 'fk-add-to-cart',
		'wc-cart-fragments' => 'fk-mini-cart, fk-cart-count (core fragments)',
		'wc-add-to-cart-variation' => 'fk-variation-form',
		'wc-single-product' => 'fk-product-gallery, fk-product-tabs, fk-review-stars',
		'wc-order-attribution' => 'fk-attribution',
		'sourcebuster-js' => 'fk-attribution',
		'fkcart-script' => 'fk-side-cart, fk-cart-toggle',
		'fkwcs-stripe-js' => 'fk-express-button, fk-payment-form',
		'fkwcs-express-checkout-js' => 'fk-express-button, fk-wallet-button',
		'elementor-pro-frontend' => 'fk-popup, fk-off-canvas, fk-hash-actions, fk-nav-menu, fk-loop-filter',
		'pro-elements-handlers' => 'fk-popup, fk-off-canvas, fk-hash-actions, fk-nav-menu, fk-loop-filter',
	];

	/** @return list<string> the handles to remove on this site. */
	public function handles(): array {
		$switches = apply_filters('vitrine_replaced_scripts', array_fill_keys(array_keys(self::HANDLES), true));
		return array_keys(array_filter((array) $switches));
	}

	/** Runs late on `wp_enqueue_scripts` and again before printing, for scripts enqueued after us. */
	public function dequeue(): void {
		foreach ($this->handles() as $handle) {
			wp_dequeue_script($handle);
		}
	}
}
