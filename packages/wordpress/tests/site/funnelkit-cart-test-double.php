<?php
/**
 * Plugin Name: TEST DOUBLE of FunnelKit Cart 1.7.1 (Vitrine's test suite only)
 * Description: The part of FunnelKit Cart that Vitrine's plugin meets, answering as the recordings of the real one do
 *              (packages/contract/recorded): its settings, its front end hooked on `wp` (scripts, stylesheet, the drawer
 *              and floating button in the footer), its fragments in WooCommerce's answers and its own, and
 *              `fkcart_get_slide_cart`. Never install on a shop.
 *
 * Installed as a must-use plugin beside the WooCommerce double, by packages/wordpress/tests/site.mjs; nowhere else.
 */

namespace FKCart\Includes;

/** Settings in the `fkcart_settings` option; the cart is off until a shop switches it on. */
class Data {
	public static function get_value($key) {
		$defaults = ['enable_cart' => 0, 'ajax_add_to_cart' => false, 'enable_auto_open_cart' => true, 'enable_menu' => false];
		$settings = (array) get_option('fkcart_settings', []) + $defaults;
		return $settings[$key] ?? null;
	}

	public static function is_cart_enabled(): bool {
		return (int) self::get_value('enable_cart') === 1;
	}
}

/** The drawer's markup, 20 KB on a real shop: only its start matters here. */
function skin_html(): string {
	return '<div class="fkcart-modal-container" data-direction="ltr"><div class="fkcart-preview-ui">Your Cart is Empty</div></div>';
}

function mini_toggler_html(): string {
	return '<div class="fkcart-mini-toggler"><span class="fkcart-item-count">' . (int) WC()->cart->get_cart_contents_count() . '</span></div>';
}

/** FunnelKit's count and total cookies, the total as wc_price() markup. */
function set_cookies(): void {
	$path = COOKIEPATH ?: '/';
	setcookie('fkcart_cart_qty', (string) WC()->cart->get_cart_contents_count(), time() + 1800, $path);
	setcookie('fkcart_cart_total', wc_price(WC()->cart->get_subtotal()), time() + 1800, $path);
}

class Front {
	private static ?Front $instance = null;

	public static function get_instance(): Front {
		return self::$instance ??= new self();
	}

	/** As FunnelKit's `init_hooks` on `wp`: nothing unless its cart is switched on. */
	public function init_hooks(): void {
		if (is_admin() || !Data::is_cart_enabled()) {
			return;
		}
		add_action('wp_enqueue_scripts', [$this, 'load_cart_assets'], 13);
		add_action('wp_footer', [$this, 'cart_icon'], 20);
		add_action('wp_footer', [$this, 'cart_content'], 21);
		add_filter('fkcart_fragments', [$this, 'button_icon_fragments']);
	}

	public function load_cart_assets(): void {
		wp_enqueue_script('fkcart-carousel', plugins_url('test-double-script.js?handle=fkcart-carousel', __FILE__), [], '1.7.1', true);
		wp_enqueue_style('fkcart-style', plugins_url('test-double-style.css', __FILE__), [], '1.7.1');
	}

	public function cart_icon(): void {
		echo '<div id="fkcart-floating-toggler" class="fkcart-toggler"></div>';
	}

	public function cart_content(): void {
		echo '<div id="fkcart-modal" class="fkcart-modal">', skin_html(), '</div>';
	}

	public function button_icon_fragments(array $fragments): array {
		$fragments['#fkcart-floating-toggler'] = '<div id="fkcart-floating-toggler" class="fkcart-toggler"></div>';
		return $fragments;
	}
}

add_action('wp', [Front::get_instance(), 'init_hooks']);

// Its fragments in WooCommerce's answers, whether or not its cart is switched on, as the real one adds them.
add_filter('woocommerce_add_to_cart_fragments', static function (array $fragments): array {
	set_cookies();
	$fragments['.fkcart-modal-container'] = skin_html();
	$fragments['.fkcart-mini-toggler'] = mini_toggler_html();
	return $fragments;
}, 99);

/** `fkcart_get_slide_cart`: FunnelKit's done answer, its words in `message`. */
add_action('wc_ajax_fkcart_get_slide_cart', static function (): void {
	set_cookies();
	$fragments = ['.fkcart-modal-container' => skin_html(), '.fkcart-mini-toggler' => mini_toggler_html()];
	wp_send_json(['fragments' => apply_filters('fkcart_fragments', $fragments), 'ajax_nonce' => wp_create_nonce('fkcart'),
		'fkcart_re_run_slide_cart' => 'no', 'cart_hash' => WC()->cart->get_cart_hash(), 'code' => 200, 'status' => true,
		'message' => '']);
});
