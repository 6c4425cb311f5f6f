<?php
namespace Vitrine;

/**
 * The `#vitrine-config` object that packages/core/src/config.ts reads, from WordPress, WooCommerce and the shop's
 * plugins. A theme changes anything through the `vitrine_config` filter.
 */
final class Config {
	public const ID = 'vitrine-config';

	/**
	 * Config key → the nonce action the shop's endpoint verifies. Vitrine only carries these nonces; each one must be
	 * created with exactly the action its endpoint checks, or every call fails verification.
	 */
	public const NONCE_ACTIONS = [
		// FunnelKit cart: its wc-ajax calls check `fkcart` (it also hands out a fresh one as `ajax_nonce`).
		'fkcart' => 'fkcart',
		// FunnelKit Stripe express calls: check_ajax_referer('fkwcs_nonce', 'fkwcs_nonce').
		'fkwcs' => 'fkwcs_nonce',
		// FunnelKit Stripe's JavaScript error log.
		'fkwcs_js' => 'fkwcs_js_nonce',
		// WordPress REST (X-WP-Nonce): the coming-soon banner, Elementor's loop refresh in the editor.
		'wp_rest' => 'wp_rest',
		// WooCommerce's fragment refresh checks no nonce; its cart-changing links (remove item, update cart) check this.
		'cart_fragments' => 'woocommerce-cart',
		// WooCommerce's Store API cart (`Nonce` header): the side cart's calls where FunnelKit Cart does not answer.
		'store_api' => 'wc_store_api',
	];

	public function __construct(private WooCommerce $wc, private FunnelKit $funnelkit = new FunnelKit(), private Settings $settings = new Settings()) {
	}

	/** @return array<string, mixed> */
	public function build(): array {
		// A nonce for each plugin that answers: without it, its calls are not made (`plugins` below).
		$answers = ['fkcart' => $this->funnelkit->cart_active(), 'fkwcs' => $this->funnelkit->stripe_active(), 'fkwcs_js' => $this->funnelkit->stripe_active()];
		$nonces = [];
		foreach (self::NONCE_ACTIONS as $key => $action) {
			if ($answers[$key] ?? true) {
				$nonces[$key] = wp_create_nonce($action);
			}
		}
		$locale = determine_locale();
		$language = strtolower(strtok($locale, '_'));
		$user = wp_get_current_user();
		$config = [
			'version' => 1,
			'endpoints' => [
				'wc_ajax_url' => $this->wc->wc_ajax_url(),
				'admin_ajax_url' => admin_url('admin-ajax.php', 'relative'),
				'rest_url' => rest_url(),
			],
			'nonces' => $nonces,
			// The flags that hold: core reads an absent one as false. An object even when none holds (a blog post).
			'page' => (object) array_filter($this->wc->page_flags()),
			'urls' => $this->wc->urls(),
			'shop' => array_merge($this->wc->settings(), [
				// The spec's « ajax add to cart » is a product page's add through the side cart: FunnelKit Cart's
				// setting where it answers, else always (the side cart then speaks the Store API). WooCommerce's own
				// option of that name is for listings, whose buttons say it with their class.
				'ajax_add_to_cart' => $this->product_page_add_through_side_cart() ? 'yes' : 'no',
				// FunnelKit Cart's own « auto open cart » where it is the side cart's server, else the shop owner's setting.
				'should_open_cart' => ($this->funnelkit->cart_active() ? $this->funnelkit->opens_after_add() : $this->settings->open_after_add()) ? 'yes' : 'no',
				'locale' => $language,
				'site_utc_offset' => (float) get_option('gmt_offset', 0),
			]),
			// What answers Vitrine's calls: without a plugin, its calls are not made.
			'plugins' => [
				'funnelkit_cart' => $this->funnelkit->cart_active(),
				'funnelkit_stripe' => $this->funnelkit->stripe_active(),
			],
			// No `cookies`: the names are WooCommerce's and FunnelKit's own, core's defaults.
			'attribution' => [
				// WooCommerce's own switch for its order attribution script.
				'allow_tracking' => (bool) apply_filters('wc_order_attribution_allow_tracking', true),
			],
			// Polylang's slug of the page's language (the pll_language cookie), else the site's locale.
			'site' => ['language' => function_exists('pll_current_language') ? (pll_current_language('slug') ?: $language) : $language],
		];
		// What the page builder's own config tells its popups and links. Without it and for a guest, core's defaults
		// (no edit mode, the guest role, the site-wide lightbox) say the same.
		if (defined('ELEMENTOR_VERSION') || $user->exists()) {
			$config['elementor'] = [
				'is_edit_mode' => $this->is_edit_mode(),
				'user_roles' => $user->exists() ? array_values($user->roles) : ['guest'],
				'global_lightbox' => get_option('elementor_global_image_lightbox', 'yes') === 'yes',
			];
		}
		/**
		 * Filters the page config before it is printed: FunnelKit's cart settings (`shop.should_open_cart`…),
		 * Stripe's `express` section, the side cart's look, anything.
		 *
		 * @param array<string, mixed> $config
		 */
		return apply_filters('vitrine_config', $config);
	}

	/**
	 * The page builder's editor shows post N in a frame at `?elementor-preview=N`. Edit mode (popups never arm, « ne plus
	 * afficher » is not kept, listing refreshes send the editor's widget model) is for that frame only: the argument
	 * names the post this request shows and the user may edit it, as Elementor's `Preview::is_preview_mode()` checks
	 * (`current_user_can('edit_post', …)`). Anyone could add the argument to an address.
	 */
	private function is_edit_mode(): bool {
		$asked = $_GET['elementor-preview'] ?? null;
		if (!is_string($asked) || !ctype_digit($asked)) {
			return false;
		}
		$post_id = (int) $asked;
		return $post_id > 0 && $post_id === (int) get_queried_object_id() && current_user_can('edit_post', $post_id);
	}

	private function product_page_add_through_side_cart(): bool {
		if ($this->funnelkit->cart_active()) {
			return $this->funnelkit->product_page_ajax_add();
		}
		return function_exists('is_product') && is_product();
	}

	public function markup(): string {
		return Json_Script::markup(self::ID, $this->build());
	}
}
