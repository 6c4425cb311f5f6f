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

	/**
	 * Script handle => the widgets (Settings::WIDGETS) doing its work. When the shop owner switches all of them off, the
	 * script stays, so the shop works as it does without Vitrine: WooCommerce's AJAX listing adds, FunnelKit Cart's own
	 * drawer. One still on keeps the script out: two scripts handling the same markup would act twice (a single
	 * product's gallery, tabs and rating share one script). Handles not listed are always replaced.
	 */
	private const WIDGETS = [
		'wc-add-to-cart' => ['listing'],
		'wc-cart-fragments' => ['listing', 'mini_cart', 'header_cart', 'side_cart'],
		'wc-add-to-cart-variation' => ['product_form'],
		'wc-single-product' => ['gallery', 'tabs', 'review_stars'],
		'wc-order-attribution' => ['attribution'],
		'sourcebuster-js' => ['attribution'],
		'fkcart-script' => ['side_cart'],
	];

	/**
	 * Script handle => the tags that do its work on a block theme's page. There WooCommerce's blocks lay the page out,
	 * and some of them print no markup the plugin can wrap (WooCommerce 7.9's product grid, whose buttons only its
	 * add-to-cart.js handles): where none of the tags was printed, the script is put back, so the page keeps
	 * WooCommerce's own behaviour rather than none. Decided just before the footer scripts print, once the whole page
	 * is known. Not on a classic theme, whose templates may print the tags themselves where the plugin cannot see them.
	 * WooCommerce's add-to-cart.js also removes mini cart lines, so a mini cart counts.
	 */
	private const RESTORED_WITHOUT = [
		'wc-add-to-cart' => ['fk-add-to-cart', 'fk-mini-cart'],
		'wc-single-product' => ['fk-product-gallery', 'fk-product-tabs', 'fk-review-stars'],
	];

	/** @var array<string, true> the handles the shop had enqueued and this class took out. */
	private array $removed = [];

	public function __construct(private Settings $settings = new Settings()) {
	}

	/** @return list<string> the handles to remove on this site. */
	public function handles(): array {
		$defaults = [];
		foreach (array_keys(self::HANDLES) as $handle) {
			$widgets = self::WIDGETS[$handle] ?? [];
			$defaults[$handle] = $widgets === [] || count(array_filter($widgets, [$this->settings, 'widget_on'])) > 0;
		}
		$switches = apply_filters('vitrine_replaced_scripts', $defaults);
		return array_keys(array_filter((array) $switches));
	}

	/** Runs late on `wp_enqueue_scripts` and again before printing, for scripts enqueued after us. */
	public function dequeue(): void {
		foreach ($this->handles() as $handle) {
			if (wp_script_is($handle, 'enqueued')) {
				$this->removed[$handle] = true;
			}
			wp_dequeue_script($handle);
		}
	}

	/** `wp_print_footer_scripts`, before WooCommerce adds its scripts' data (priority 5) and WordPress prints them. */
	public function restore_where_absent(Tags $page): void {
		if (!wp_is_block_theme()) {
			return;
		}
		foreach (self::RESTORED_WITHOUT as $handle => $tags) {
			if (isset($this->removed[$handle]) && !array_filter($tags, [$page, 'printed'])) {
				wp_enqueue_script($handle);
			}
		}
	}
}
