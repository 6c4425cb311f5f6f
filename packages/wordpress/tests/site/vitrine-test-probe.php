<?php
/**
 * Plugin Name: Vitrine test probe (test suite only)
 * Description: Answers `?vitrine-probe=verify-nonce&action=…&nonce=…` with wp_verify_nonce()'s result, in the caller's
 *              session, so the suite checks each printed nonce against the action its endpoint verifies.
 */
add_action('template_redirect', static function (): void {
	if (($_GET['vitrine-probe'] ?? '') !== 'verify-nonce') {
		return;
	}
	$action = sanitize_text_field(wp_unslash($_GET['action'] ?? ''));
	$nonce = sanitize_text_field(wp_unslash($_GET['nonce'] ?? ''));
	wp_send_json(['action' => $action, 'valid' => wp_verify_nonce($nonce, $action)]);
}, 0);

/**
 * The theme a request is served with: `vitrine-stock` (tests/site/stock-theme, printing nothing of Vitrine) or
 * `vitrine-block` (tests/site/block-theme) when asked by `?vitrine-theme=stock|block` or the `vitrine_theme` cookie,
 * else the site's test theme, which prints the tags itself.
 */
$vitrine_test_theme = sanitize_key($_GET['vitrine-theme'] ?? $_COOKIE['vitrine_theme'] ?? '');
if (in_array($vitrine_test_theme, ['stock', 'block'], true)) {
	// As the customizer previews a theme: the site's theme options read as that theme's, its theme mods (menus) too.
	add_filter('pre_option_stylesheet', static fn() => "vitrine-$vitrine_test_theme");
	add_filter('pre_option_template', static fn() => "vitrine-$vitrine_test_theme");
}

/**
 * `?vitrine-wrap=…`: what a theme that prints Vitrine's tags itself does. `own` prints them on WooCommerce's hooks as a
 * child theme would (the plugin must not wrap them again); `off` turns the plugin's wrapping off; `no-notices` turns
 * one part off.
 */
$vitrine_test_wrap = sanitize_key($_GET['vitrine-wrap'] ?? '');
if ($vitrine_test_wrap === 'off') {
	add_filter('vitrine_wrap_markup', '__return_false');
} elseif ($vitrine_test_wrap === 'no-notices') {
	add_filter('vitrine_wrap_parts', static fn(array $parts): array => ['notices' => false] + $parts);
} elseif ($vitrine_test_wrap === 'own') {
	add_filter('woocommerce_product_loop_start', static fn(string $html): string => '<fk-add-to-cart>' . $html);
	add_filter('woocommerce_product_loop_end', static fn(string $html): string => $html . '</fk-add-to-cart>');
	add_action('woocommerce_before_shop_loop', static fn() => print('<fk-add-to-cart>'), 29);
	add_action('woocommerce_before_shop_loop', static fn() => print('</fk-add-to-cart>'), 31);
	add_action('woocommerce_before_add_to_cart_form', static fn() => print('<fk-variation-form>'));
	add_action('woocommerce_after_add_to_cart_form', static fn() => print('</fk-variation-form>'));
	add_action('woocommerce_before_single_product_summary', static fn() => print('<fk-product-gallery>'), 19);
	add_action('woocommerce_before_single_product_summary', static fn() => print('</fk-product-gallery>'), 21);
	add_action('woocommerce_after_single_product_summary', static fn() => print('<fk-product-tabs>'), 9);
	add_action('woocommerce_after_single_product_summary', static fn() => print('</fk-product-tabs>'), 11);
	add_filter('get_product_search_form', static fn(string $form): string => '<fk-search>' . $form . '</fk-search>');
	add_filter('woocommerce_product_review_comment_form_args', static function (array $args): array {
		$args['comment_field'] = preg_replace('#(<div class="comment-form-rating">.*?</select></div>)#s', '<fk-review-stars>$1</fk-review-stars>', $args['comment_field']);
		return $args;
	});
}

// Another plugin's output right after the product form (FunnelKit Stripe's buttons print there): never inside the form's tag.
add_action('woocommerce_after_add_to_cart_form', static fn() => print('<div class="test-after-form"></div>'), 20);

// `?test-store-notice`: the shop owner's store notice on, for this request.
if (isset($_GET['test-store-notice'])) {
	add_filter('pre_option_woocommerce_demo_store', static fn(): string => 'yes');
	add_filter('pre_option_woocommerce_demo_store_notice', static fn(): string => 'Livraison offerte dès 80 CHF.');
}
