<?php
namespace Vitrine;

/**
 * The one place Vitrine reaches WooCommerce. Every other class asks this adapter, so a WooCommerce change (or a
 * shop without WooCommerce) is handled here, and the tests can meet WooCommerce's documented shape through a double.
 */
class WooCommerce {
	public function is_active(): bool {
		return function_exists('WC') && isset(WC()->cart) && WC()->cart !== null;
	}

	/** The cart hash WooCommerce also writes to the `woocommerce_cart_hash` cookie. */
	public function cart_hash(): string {
		return $this->is_active() ? (string) WC()->cart->get_cart_hash() : '';
	}

	/**
	 * The cart in plain numbers, in the prices the shopper sees (taxes included or not, as the shop displays them),
	 * with the up-sells of its products unless the shop owner switched them off.
	 *
	 * @return array{hash: string, count: int, lines: list<array<string, mixed>>, subtotal: float, discount: float,
	 *               total: float, coupons: array<string, float>, upsells: list<array<string, mixed>>, needs_payment: bool}
	 */
	public function cart(bool $with_upsells = true): array {
		if (!$this->is_active()) {
			return ['hash' => '', 'count' => 0, 'lines' => [], 'subtotal' => 0.0, 'discount' => 0.0, 'total' => 0.0,
				'coupons' => [], 'upsells' => [], 'needs_payment' => false];
		}
		$cart = WC()->cart;
		$with_tax = $cart->display_prices_including_tax();
		$lines = [];
		$in_cart = [];
		foreach ($cart->get_cart() as $key => $item) {
			$product = $item['data'];
			$in_cart[] = (int) $item['product_id'];
			$max = (int) $product->get_max_purchase_quantity();
			$lines[] = [
				'key' => (string) $key,
				'product_id' => (int) $item['product_id'],
				'variation_id' => (int) ($item['variation_id'] ?? 0),
				'name' => $product->get_name(),
				'link' => $product->is_visible() ? $product->get_permalink($item) : '',
				'image' => $this->image((int) $product->get_image_id()),
				// A request can leave a string here (FunnelKit passes its `attributes` field through unchecked).
				'attributes' => $this->attribute_names(is_array($item['variation'] ?? null) ? $item['variation'] : [], $product),
				'quantity' => (float) $item['quantity'],
				'min' => (float) $product->get_min_purchase_quantity(),
				'max' => $max < 0 ? null : (float) $max,
				'step' => 1.0,
				'sold_individually' => (bool) $product->is_sold_individually(),
				'unit_price' => (float) wc_get_price_to_display($product),
				'line_price' => (float) $item['line_subtotal'] + ($with_tax ? (float) $item['line_subtotal_tax'] : 0.0),
			];
		}
		$coupons = [];
		foreach ($cart->get_applied_coupons() as $code) {
			$coupons[(string) $code] = (float) $cart->get_coupon_discount_amount($code, !$with_tax);
		}
		return [
			'hash' => (string) $cart->get_cart_hash(),
			'count' => (int) $cart->get_cart_contents_count(),
			'lines' => $lines,
			'subtotal' => (float) $cart->get_displayed_subtotal(),
			'discount' => (float) $cart->get_discount_total() + ($with_tax ? (float) $cart->get_discount_tax() : 0.0),
			'total' => (float) $cart->get_total('edit'),
			'coupons' => $coupons,
			'upsells' => $with_upsells ? $this->upsells($lines, $in_cart) : [],
			'needs_payment' => (bool) $cart->needs_payment(),
		];
	}

	/**
	 * WooCommerce's cart cookies as WooCommerce's cart session sets them at the end of a request, with the hash of
	 * the cart as it is now: set for a cart with items, deleted once empty when the browser has them.
	 */
	public function set_cart_cookies(): void {
		if (!$this->is_active() || headers_sent()) {
			return;
		}
		if (!WC()->cart->is_empty()) {
			wc_setcookie('woocommerce_items_in_cart', '1');
			wc_setcookie('woocommerce_cart_hash', WC()->cart->get_cart_hash());
		} elseif (isset($_COOKIE['woocommerce_items_in_cart']) || isset($_COOKIE['woocommerce_cart_hash'])) {
			wc_setcookie('woocommerce_items_in_cart', '0', time() - HOUR_IN_SECONDS);
			wc_setcookie('woocommerce_cart_hash', '', time() - HOUR_IN_SECONDS);
		}
	}

	/**
	 * The mini cart fragment exactly as WooCommerce's `get_refreshed_fragments` builds it, or none where WooCommerce's
	 * templates cannot be had (an empty one would blank the theme's mini cart).
	 *
	 * @return array<string, string>
	 */
	public function mini_cart_fragment(): array {
		if (!function_exists('woocommerce_mini_cart') && function_exists('WC') && method_exists(WC(), 'frontend_includes')) {
			// A REST request (the Store API) has not loaded WooCommerce's templates and their hooks.
			WC()->frontend_includes();
		}
		if (!function_exists('woocommerce_mini_cart')) {
			return [];
		}
		ob_start();
		woocommerce_mini_cart();
		return ['div.widget_shopping_cart_content' => '<div class="widget_shopping_cart_content">' . ob_get_clean() . '</div>'];
	}

	/**
	 * What the header cart shows before any script runs: the item count and the items' total after discounts, before
	 * shipping (the snapshot's `itemsTotal`). Zero where there is no cart (the block editor's preview, a REST answer).
	 *
	 * @return array{count: int, items_total: string}
	 */
	public function cart_summary(): array {
		if (!$this->is_active()) {
			return ['count' => 0, 'items_total' => function_exists('wc_price') ? $this->format_price(0.0) : ''];
		}
		$cart = WC()->cart;
		$with_tax = $cart->display_prices_including_tax();
		$discount = (float) $cart->get_discount_total() + ($with_tax ? (float) $cart->get_discount_tax() : 0.0);
		return ['count' => (int) $cart->get_cart_contents_count(), 'items_total' => $this->format_price((float) $cart->get_displayed_subtotal() - $discount)];
	}

	/** WooCommerce's notices wrapper and the notices waiting in the session, as `woocommerce_output_all_notices()` prints them. */
	public function notices_markup(): string {
		if (!function_exists('woocommerce_output_all_notices')) {
			return '';
		}
		ob_start();
		woocommerce_output_all_notices();
		return (string) ob_get_clean();
	}

	/** WooCommerce's own function that prints the notices wrapper, as it is hooked on its template actions. */
	public function notices_callback(): string {
		return 'woocommerce_output_all_notices';
	}

	/**
	 * The product page's form is one `fk-variation-form` reads: a simple or a variable product's. A grouped product's
	 * form (one quantity per child) and an external product's link are left as WooCommerce prints them.
	 */
	public function product_form_is_simple_or_variable(): bool {
		$product = $GLOBALS['product'] ?? null;
		return is_object($product) && method_exists($product, 'is_type') && $product->is_type(['simple', 'variable']);
	}

	/**
	 * WooCommerce's settings API prints the fields of a settings tab (labels escaped, values read with their
	 * defaults) and saves them (each sanitised by its type, select values kept to their options).
	 *
	 * @param list<array<string, mixed>> $fields
	 */
	public function output_settings_fields(array $fields): void {
		if (class_exists('\WC_Admin_Settings')) {
			\WC_Admin_Settings::output_fields($fields);
		}
	}

	/** @param list<array<string, mixed>> $fields */
	public function save_settings_fields(array $fields): void {
		if (class_exists('\WC_Admin_Settings')) {
			\WC_Admin_Settings::save_fields($fields);
		}
	}

	/** The cart page's address, for the header cart's link. */
	public function cart_url(): string {
		return function_exists('wc_get_cart_url') ? wc_get_cart_url() : home_url('/');
	}

	/** An amount as WooCommerce prints it (currency, separators, position), as plain text. */
	public function format_price(float $amount): string {
		return html_entity_decode(wp_strip_all_tags(wc_price($amount)), ENT_QUOTES | ENT_HTML5, 'UTF-8');
	}

	/** @return array<string, bool> the page kinds of spec §2.1. */
	public function page_flags(): array {
		$flags = array_fill_keys(['is_product', 'is_product_page', 'is_cart', 'is_checkout', 'is_shop', 'is_single_product',
			'is_change_payment_page', 'is_add_payment_page', 'is_pay_for_order_page'], false);
		if (!function_exists('WC')) {
			return $flags;
		}
		$product = is_product();
		$pay = is_checkout_pay_page();
		return array_merge($flags, [
			'is_product' => $product,
			'is_product_page' => $product,
			'is_single_product' => $product,
			'is_cart' => is_cart(),
			'is_checkout' => is_checkout(),
			'is_shop' => is_shop(),
			'is_pay_for_order_page' => $pay,
			// WooCommerce Subscriptions' "change payment method" is the pay page with this query argument.
			'is_change_payment_page' => $pay && isset($_GET['change_payment_method']),
			'is_add_payment_page' => is_add_payment_method_page(),
		]);
	}

	/** @return array{home: string, shop: string, cart: string, checkout: string} */
	public function urls(): array {
		$home = home_url('/');
		if (!function_exists('WC')) {
			return ['home' => $home, 'shop' => $home, 'cart' => $home, 'checkout' => $home];
		}
		return ['home' => $home, 'shop' => (string) wc_get_page_permalink('shop'), 'cart' => wc_get_cart_url(),
			'checkout' => wc_get_checkout_url()];
	}

	/** WooCommerce's wc-ajax address with the placeholder its own scripts use. */
	public function wc_ajax_url(): string {
		return function_exists('WC') ? \WC_AJAX::get_endpoint('%%endpoint%%') : home_url('/?wc-ajax=%%endpoint%%');
	}

	/**
	 * The shop's own settings as the config's `shop` section spells them.
	 *
	 * @return array<string, string>
	 */
	public function settings(): array {
		$country = function_exists('WC') && isset(WC()->countries) ? WC()->countries->get_base_country() : '';
		return [
			'currency' => function_exists('get_woocommerce_currency') ? get_woocommerce_currency() : 'CHF',
			'country' => $country !== '' ? $country : 'CH',
			'cart_redirect_after_add' => get_option('woocommerce_cart_redirect_after_add', 'no') === 'yes' ? 'yes' : 'no',
			'ajax_add_to_cart' => get_option('woocommerce_enable_ajax_add_to_cart', 'yes') === 'yes' ? 'yes' : 'no',
			'review_rating_required' => get_option('woocommerce_review_rating_required', 'yes') === 'yes' ? 'yes' : 'no',
		];
	}

	/** @return array{src: string, alt: string}|null */
	private function image(int $attachment_id): ?array {
		if ($attachment_id <= 0) {
			return null;
		}
		$src = wp_get_attachment_image_src($attachment_id, 'woocommerce_thumbnail');
		if (!$src) {
			return null;
		}
		return ['src' => (string) $src[0], 'alt' => (string) get_post_meta($attachment_id, '_wp_attachment_image_alt', true)];
	}

	/**
	 * Chosen variation attributes as label → term name ("Taille" → "S"), what the shopper reads under a line.
	 *
	 * @param array<string, string> $variation `attribute_pa_taille` → `s`
	 * @return array<string, string>
	 */
	private function attribute_names(array $variation, $product): array {
		$names = [];
		foreach ($variation as $field => $value) {
			$taxonomy = substr((string) $field, strlen('attribute_'));
			$term = taxonomy_exists($taxonomy) ? get_term_by('slug', $value, $taxonomy) : false;
			$names[wc_attribute_label($taxonomy, $product)] = $term ? $term->name : (string) $value;
		}
		return $names;
	}

	/**
	 * Up-sells of the cart's products that can be bought and are not in the cart yet, at most eight. Only those the shop
	 * shows (`is_visible()`: catalogue visibility, published, stock display), as WooCommerce filters its own up-sells
	 * (`wc_products_array_filter_visible`): a product hidden from the catalogue kept its name, price, link and image off
	 * every page until then.
	 *
	 * @param list<int> $in_cart
	 * @return list<array<string, mixed>>
	 */
	private function upsells(array $lines, array $in_cart): array {
		$out = [];
		foreach ($lines as $line) {
			$product = wc_get_product($line['product_id']);
			foreach ($product ? $product->get_upsell_ids() : [] as $id) {
				$upsell = wc_get_product($id);
				if (count($out) >= 8 || in_array((int) $id, $in_cart, true) || isset($out[$id]) || !$upsell
					|| !$upsell->is_visible() || !$upsell->is_purchasable() || !$upsell->is_in_stock()) {
					continue;
				}
				$out[$id] = [
					'product_id' => (int) $id,
					'name' => $upsell->get_name(),
					'link' => $upsell->get_permalink(),
					'image' => $this->image((int) $upsell->get_image_id()),
					'price' => (float) wc_get_price_to_display($upsell),
					'needs_options' => $upsell->is_type('variable'),
				];
			}
		}
		return array_values($out);
	}
}
