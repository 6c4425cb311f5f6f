<?php
namespace Vitrine;

/**
 * WooCommerce's Store API cart answers, extended with what Vitrine reads in every cart answer: the fragments
 * WooCommerce's own calls carry (the mini cart and the cart snapshot), under `extensions.vitrine.fragments`. Where
 * FunnelKit Cart does not answer, the side cart and the product form change the cart through the Store API
 * (`/wp-json/wc/store/v1/cart/…`), and the page follows these fragments as it follows WooCommerce's.
 */
final class Store_Api {
	public const NAMESPACE = 'vitrine';

	/** @param \Closure(): array<string, string> $fragments the fragments of a WooCommerce cart answer */
	public function __construct(private \Closure $fragments) {
	}

	public function register(): void {
		// WooCommerce announces its Store API once it is ready; a plugin loaded after that extends it at once.
		if (did_action('woocommerce_blocks_loaded')) {
			$this->extend();
		} else {
			add_action('woocommerce_blocks_loaded', [$this, 'extend']);
		}
	}

	public function extend(): void {
		if (!function_exists('woocommerce_store_api_register_endpoint_data')) {
			return;
		}
		woocommerce_store_api_register_endpoint_data([
			'endpoint' => 'cart',
			'namespace' => self::NAMESPACE,
			'data_callback' => fn(): array => ['fragments' => (object) ($this->fragments)()],
			'schema_callback' => static fn(): array => [
				'fragments' => [
					'description' => 'Page regions to replace, by selector, and the cart snapshot (script#fk-cart-state).',
					'type' => 'object',
					'context' => ['view', 'edit'],
					'readonly' => true,
				],
			],
			'schema_type' => ARRAY_A,
		]);
	}
}
