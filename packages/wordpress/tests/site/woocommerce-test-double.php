<?php
/**
 * Plugin Name: TEST DOUBLE of WooCommerce and FunnelKit cart (Vitrine's test suite only)
 * Description: Declares the small part of WooCommerce's documented shape that Vitrine's adapter calls, plus the
 *              fragment answers WooCommerce and FunnelKit send, so the plugin runs in a real WordPress without
 *              WooCommerce (which is not in the package registries CI reaches). Never install on a shop.
 *
 * Installed as a must-use plugin in the scratch site that packages/wordpress/tests/site.mjs builds; nowhere else.
 * Shapes follow WooCommerce 8's public API: WC(), WC()->cart (WC_Cart), WC()->countries, WC_AJAX::get_endpoint(),
 * the is_*() conditionals, wc_price(), wc_get_product(), the wc-ajax dispatch, the session cookie and the
 * woocommerce_cart_hash / woocommerce_items_in_cart cookies, the `nonce_user_logged_out` session filter, and the
 * `woocommerce_add_to_cart_fragments` / `fkcart_fragments` filters applied to every fragment answer.
 */

/** Products are posts of type `product` with WooCommerce's meta keys (_price, _upsell_ids, _sold_individually…). */
class WC_Product {
	public function __construct(private WP_Post $post) {
	}
	public function get_id(): int { return $this->post->ID; }
	public function get_name(): string { return $this->post->post_title; }
	public function get_price(): string { return (string) get_post_meta($this->post->ID, '_price', true); }
	public function get_permalink($item = null): string { return get_permalink($this->post); }
	public function get_image_id(): int { return (int) get_post_thumbnail_id($this->post); }
	/** `visible`, `catalog`, `search` or `hidden`; WooCommerce keeps it in the product_visibility taxonomy, the double in meta. */
	public function get_catalog_visibility(): string { return (string) get_post_meta($this->post->ID, '_visibility', true) ?: 'visible'; }
	/** As WooCommerce's is_visible_core(): shown in the catalogue (or in search results), and published. */
	public function is_visible(): bool {
		$visibility = $this->get_catalog_visibility();
		$listed = $visibility === 'visible' || $visibility === (is_search() ? 'search' : 'catalog');
		return $listed && $this->post->post_status === 'publish';
	}
	public function is_purchasable(): bool { return $this->get_price() !== ''; }
	public function is_in_stock(): bool { return get_post_meta($this->post->ID, '_stock_status', true) !== 'outofstock'; }
	public function is_sold_individually(): bool { return get_post_meta($this->post->ID, '_sold_individually', true) === 'yes'; }
	public function get_min_purchase_quantity(): int { return 1; }
	public function get_max_purchase_quantity(): int { return $this->is_sold_individually() ? 1 : -1; }
	public function get_upsell_ids(): array { return array_map('intval', (array) get_post_meta($this->post->ID, '_upsell_ids', true)); }
	/** WooCommerce keeps it in the product_type taxonomy; the double in meta. */
	public function get_type(): string { return (string) get_post_meta($this->post->ID, '_product_type', true) ?: 'simple'; }
	public function is_type($type): bool { return in_array($this->get_type(), (array) $type, true); }
}

function wc_get_product($id) {
	$post = $id instanceof WP_Post ? $id : get_post((int) $id);
	return $post && $post->post_type === 'product' ? new WC_Product($post) : false;
}

/** WooCommerce's guest session: a cookie naming the customer, the cart stored server side. */
class WC_Session_Handler {
	public string $customer_id = '';
	public function __construct() {
		$cookie = $_COOKIE[$this->cookie_name()] ?? '';
		if (preg_match('/^t_[a-f0-9]{30}$/', $cookie)) {
			$this->customer_id = $cookie;
		}
		// WooCommerce ties a guest's `woocommerce*` nonces to the session customer.
		add_filter('nonce_user_logged_out', [$this, 'maybe_update_nonce_user_logged_out'], 10, 2);
	}
	public function cookie_name(): string { return 'wp_woocommerce_session_' . COOKIEHASH; }
	public function has_session(): bool { return $this->customer_id !== ''; }
	public function start(): void {
		if (!$this->has_session()) {
			$this->customer_id = 't_' . bin2hex(random_bytes(15));
			$_COOKIE[$this->cookie_name()] = $this->customer_id;
			setcookie($this->cookie_name(), $this->customer_id, 0, COOKIEPATH ?: '/');
		}
	}
	public function maybe_update_nonce_user_logged_out($uid, $action) {
		return str_starts_with((string) $action, 'woocommerce') && $this->has_session() ? $this->customer_id : $uid;
	}
	public function get_cart(): array { return $this->has_session() ? (array) get_option('test_double_cart_' . $this->customer_id, []) : []; }
	public function set_cart(array $cart): void { update_option('test_double_cart_' . $this->customer_id, $cart, false); }
}

class WC_Cart {
	/** @var array<string, array{product_id: int, variation_id: int, variation: array, quantity: int}> */
	private array $contents;
	public function __construct(private WC_Session_Handler $session) {
		$this->contents = $session->get_cart();
	}
	public function get_cart(): array {
		$cart = [];
		foreach ($this->contents as $key => $item) {
			$product = wc_get_product($item['product_id']);
			if (!$product) {
				continue;
			}
			$line = (float) $product->get_price() * $item['quantity'];
			$cart[$key] = $item + ['key' => $key, 'data' => $product, 'line_subtotal' => $line, 'line_subtotal_tax' => 0.0,
				'line_total' => $line, 'line_tax' => 0.0];
		}
		return $cart;
	}
	public function is_empty(): bool { return !$this->contents; }
	public function get_cart_contents_count(): int { return (int) array_sum(array_column($this->contents, 'quantity')); }
	public function get_subtotal(): float { return (float) array_sum(array_column($this->get_cart(), 'line_subtotal')); }
	public function get_displayed_subtotal(): float { return $this->get_subtotal(); }
	public function get_discount_total(): float { return 0.0; }
	public function get_discount_tax(): float { return 0.0; }
	public function get_applied_coupons(): array { return []; }
	public function get_coupon_discount_amount($code, $ex_tax = true): float { return 0.0; }
	public function display_prices_including_tax(): bool { return false; }
	public function needs_payment(): bool { return $this->get_total('edit') > 0; }
	public function get_total($context = 'view') {
		$total = $this->get_subtotal();
		return $context === 'edit' ? $total : wc_price($total);
	}
	/** As WooCommerce: the cart as stored plus its total; empty cart, empty hash. */
	public function get_cart_hash(): string {
		$hash = $this->contents ? md5(wp_json_encode($this->contents) . $this->get_total('edit')) : '';
		return apply_filters('woocommerce_cart_hash', $hash, $this->contents);
	}
	public function add_to_cart($product_id, $quantity = 1): string|false {
		$product = wc_get_product($product_id);
		if (!$product || !$product->is_purchasable() || !$product->is_in_stock()) {
			return false;
		}
		$this->session->start();
		$key = md5($product_id . '_0__');
		$current = $this->contents[$key]['quantity'] ?? 0;
		$quantity = $product->is_sold_individually() ? 1 : $current + max(1, (int) $quantity);
		$this->contents[$key] = ['product_id' => (int) $product_id, 'variation_id' => 0, 'variation' => [], 'quantity' => $quantity];
		$this->session->set_cart($this->contents);
		$this->set_cart_cookies();
		return $key;
	}
	/** WC_Cart_Session::set_cart_cookies(): the hash cookie the storefront compares with the snapshot. */
	private function set_cart_cookies(): void {
		$path = COOKIEPATH ?: '/';
		setcookie('woocommerce_items_in_cart', '1', 0, $path);
		setcookie('woocommerce_cart_hash', $this->get_cart_hash(), 0, $path);
	}
}

class WC_Countries {
	public function get_base_country(): string { return 'CH'; }
}

class WC_AJAX {
	public static function get_endpoint($request = ''): string {
		return esc_url_raw(add_query_arg('wc-ajax', $request, remove_query_arg(['remove_item', 'add-to-cart', 'added-to-cart', 'order_again', '_wpnonce'], home_url('/', 'relative'))));
	}
}

final class WooCommerce {
	private static ?WooCommerce $instance = null;
	public WC_Session_Handler $session;
	public WC_Cart $cart;
	public WC_Countries $countries;
	public static function instance(): self {
		if (self::$instance === null) {
			self::$instance = new self();
			self::$instance->session = new WC_Session_Handler();
			self::$instance->cart = new WC_Cart(self::$instance->session);
			self::$instance->countries = new WC_Countries();
		}
		return self::$instance;
	}
}

function WC(): WooCommerce {
	return WooCommerce::instance();
}

// Page conditionals: the shop is the front page, the cart and checkout pages are the pages WooCommerce created.
function is_shop(): bool { return is_front_page() || is_post_type_archive('product'); }
function is_product(): bool { return is_singular('product'); }
function is_cart(): bool { return is_page((int) get_option('woocommerce_cart_page_id')); }
function is_checkout(): bool { return is_page((int) get_option('woocommerce_checkout_page_id')); }
function is_account_page(): bool { return is_page(wc_get_page_id('myaccount')); }
function is_checkout_pay_page(): bool { return is_checkout() && !empty($GLOBALS['wp']->query_vars['order-pay']); }
function is_add_payment_method_page(): bool { return false; }
/** As WooCommerce's: -1 for a page the shop has not set (is_page(0) would be true on any page). */
function wc_get_page_id($page): int {
	$id = $page === 'shop' ? (int) get_option('page_on_front') : (int) get_option("woocommerce_{$page}_page_id");
	return $id > 0 ? $id : -1;
}
function wc_get_page_permalink($page): string { return $page === 'shop' ? home_url('/') : (string) get_permalink(wc_get_page_id($page)); }
function wc_get_cart_url(): string { return wc_get_page_permalink('cart'); }
function wc_get_checkout_url(): string { return wc_get_page_permalink('checkout'); }
function get_woocommerce_currency(): string { return get_option('woocommerce_currency', 'CHF'); }
function wc_get_price_to_display($product, $args = []): float { return (float) $product->get_price() * ($args['qty'] ?? 1); }
function wc_attribute_label($name, $product = ''): string { return ucfirst(str_replace('pa_', '', (string) $name)); }
/** WooCommerce's price markup for the shop's format (here: 2 decimals, `'` thousands, currency on the right). */
/** WooCommerce's cookie setter: the site's cookie path, readable by scripts unless asked otherwise. */
function wc_setcookie($name, $value, $expire = 0, $secure = false, $httponly = false): void {
	if (!headers_sent()) {
		setcookie($name, (string) $value, ['expires' => $expire, 'path' => COOKIEPATH ?: '/', 'secure' => $secure, 'httponly' => $httponly]);
	}
}

function wc_price($price, $args = []): string {
	$amount = number_format((float) $price, 2, '.', "'");
	return '<span class="woocommerce-Price-amount amount"><bdi>' . $amount
		. '&nbsp;<span class="woocommerce-Price-currencySymbol">CHF</span></bdi></span>';
}

// WooCommerce's script handles, registered and enqueued on every page so that removing them is observable; the
// product page's gallery scripts and styles, WooCommerce's woocommerce.js and the cart page's script with the
// dependencies WooCommerce gives them (WC_Frontend_Scripts::load_scripts), so that what they pull in is observable too.
add_action('wp_enqueue_scripts', static function (): void {
	$src = static fn(string $handle): string => add_query_arg('handle', $handle, plugins_url('test-double-script.js', __FILE__));
	$handles = ['wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-single-product',
		'wc-order-attribution', 'sourcebuster-js', 'fkwcs-stripe-js', 'fkwcs-express-checkout-js',
		'elementor-pro-frontend', 'pro-elements-handlers', 'wc-kept-by-vitrine'];
	foreach ($handles as $handle) {
		wp_enqueue_script($handle, $src($handle), [], '8.0.0', true);
	}
	wp_register_script('jquery-blockui', $src('jquery-blockui'), ['jquery'], '2.7.0-wc.8.0.0', true);
	wp_register_script('js-cookie', $src('js-cookie'), [], '2.1.4-wc.8.0.0', true);
	wp_enqueue_script('woocommerce', $src('woocommerce'), ['jquery', 'jquery-blockui', 'js-cookie'], '8.0.0', true);
	if (is_product()) {
		wp_enqueue_script('zoom', $src('zoom'), ['jquery'], '1.7.21-wc.8.0.0', true);
		wp_enqueue_script('flexslider', $src('flexslider'), ['jquery'], '2.7.2-wc.8.0.0', true);
		wp_register_script('photoswipe', $src('photoswipe'), [], '4.1.1-wc.8.0.0', true);
		wp_enqueue_script('photoswipe-ui-default', $src('photoswipe-ui-default'), ['photoswipe'], '4.1.1-wc.8.0.0', true);
		wp_register_style('photoswipe', plugins_url('test-double-style.css?handle=photoswipe', __FILE__), [], '8.0.0');
		wp_enqueue_style('photoswipe-default-skin', plugins_url('test-double-style.css?handle=photoswipe-default-skin', __FILE__), ['photoswipe'], '8.0.0');
		add_action('wp_footer', 'woocommerce_photoswipe');
	}
	if (is_cart()) {
		wp_enqueue_script('wc-cart', $src('wc-cart'), ['jquery', 'woocommerce'], '8.0.0', true);
	}
});

/** The lightbox's markup PhotoSwipe fills, which WooCommerce prints in the footer of a product page. */
function woocommerce_photoswipe(): void {
	echo '<div class="pswp" tabindex="-1" role="dialog" aria-modal="true" aria-hidden="true"><div class="pswp__bg"></div></div>';
}

/** WooCommerce's store notice, on when the shop owner wrote one: printed hidden, for woocommerce.js to show. */
add_action('wp_footer', static function (): void {
	$notice = (string) get_option('woocommerce_demo_store_notice');
	if (get_option('woocommerce_demo_store') !== 'yes' || $notice === '') {
		return;
	}
	echo apply_filters('woocommerce_demo_store', '<p role="complementary" aria-label="Notice du magasin" class="woocommerce-store-notice demo_store" data-notice-id="'
		. md5($notice) . '" style="display:none;">' . wp_kses_post($notice)
		. ' <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Ignorer</a></p>', $notice);
});

/**
 * WC_AJAX::do_wc_ajax(): `?wc-ajax=<action>` runs the `wc_ajax_<action>` hook on template_redirect, then wp_die() —
 * so an action nobody handles answers 200 with an empty body, as on a real shop.
 */
add_action('template_redirect', static function (): void {
	$action = sanitize_text_field(wp_unslash($_GET['wc-ajax'] ?? ''));
	if ($action === '') {
		return;
	}
	if (!defined('DOING_AJAX')) {
		define('DOING_AJAX', true);
	}
	status_header(200);
	do_action('wc_ajax_' . $action);
	wp_die();
}, 0);

/** WC_AJAX::get_refreshed_fragments(): the mini cart through `woocommerce_add_to_cart_fragments`, and the cart hash. */
function test_double_refreshed_fragments(): void {
	// The mini cart as the template layer's double prints it (woocommerce-templates-test-double.php), as WooCommerce does.
	ob_start();
	woocommerce_mini_cart();
	$mini_cart = '<div class="widget_shopping_cart_content">' . ob_get_clean() . '</div>';
	wp_send_json(['fragments' => apply_filters('woocommerce_add_to_cart_fragments', ['div.widget_shopping_cart_content' => $mini_cart]),
		'cart_hash' => WC()->cart->get_cart_hash()]);
}
add_action('wc_ajax_get_refreshed_fragments', 'test_double_refreshed_fragments');

/** WC_AJAX::add_to_cart(): adds, then answers as get_refreshed_fragments(); a product that cannot be added answers `error`. */
add_action('wc_ajax_add_to_cart', static function (): void {
	if (!WC()->cart->add_to_cart(absint($_POST['product_id'] ?? 0), absint($_POST['quantity'] ?? 1))) {
		wp_send_json(['error' => true, 'product_url' => home_url('/')]);
	}
	test_double_refreshed_fragments();
});

add_action('init', static function (): void {
	register_post_type('product', ['public' => true, 'label' => 'Produits', 'rewrite' => ['slug' => 'produit'], 'supports' => ['title', 'thumbnail']]);
	WC();
});
