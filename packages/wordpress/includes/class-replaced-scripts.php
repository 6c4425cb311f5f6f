<?php
namespace Vitrine;

/**
 * The scripts and stylesheets Vitrine's widgets replace. Left in place they would act twice (WooCommerce's
 * add-to-cart.js listens on document.body without looking at defaultPrevented, so every listing add would be sent
 * twice) or load for nothing beside Vitrine's own (the gallery's slider, zoom and lightbox). With them go the
 * libraries only they needed: jQuery, blockUI and js-cookie are printed only as a dependency of what stays.
 * Each script can be kept with the `vitrine_replaced_scripts` filter (handle => false).
 */
final class Replaced_Scripts {
	/** Script handle => the Vitrine tag that takes over its work. */
	public const HANDLES = [
		'wc-add-to-cart' => 'fk-add-to-cart',
		'wc-cart-fragments' => 'fk-mini-cart, fk-cart-count (core fragments)',
		'wc-add-to-cart-variation' => 'fk-variation-form',
		'wc-single-product' => 'fk-product-gallery, fk-product-tabs, fk-review-stars',
		'zoom' => 'fk-product-gallery',
		'flexslider' => 'fk-product-gallery',
		'photoswipe-ui-default' => 'fk-product-gallery',
		'photoswipe' => 'fk-product-gallery',
		'woocommerce' => 'fk-store-notice, fk-add-to-cart (the ordering select), fk-notices',
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
		'zoom' => ['gallery'],
		'flexslider' => ['gallery'],
		'photoswipe-ui-default' => ['gallery'],
		'photoswipe' => ['gallery'],
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
		'zoom' => ['fk-product-gallery'],
		'flexslider' => ['fk-product-gallery'],
		'photoswipe-ui-default' => ['fk-product-gallery'],
	];

	/** The gallery's lightbox stylesheets (handle => the widget doing its work), out with its scripts. */
	private const STYLES = [
		'photoswipe' => 'gallery',
		'photoswipe-default-skin' => 'gallery',
	];

	/** @var array<string, true> the handles the shop had enqueued and this class took out. */
	private array $removed = [];
	/** @var array<string, true> the same for stylesheets. */
	private array $removed_styles = [];

	public function __construct(private Settings $settings = new Settings()) {
	}

	/** @return list<string> the handles to remove on this site. */
	public function handles(): array {
		$defaults = [];
		foreach (array_keys(self::HANDLES) as $handle) {
			$widgets = self::WIDGETS[$handle] ?? [];
			$defaults[$handle] = $widgets === [] || count(array_filter($widgets, [$this->settings, 'widget_on'])) > 0;
		}
		$defaults['woocommerce'] = $this->woocommerce_js_replaced();
		$switches = apply_filters('vitrine_replaced_scripts', $defaults);
		return array_keys(array_filter((array) $switches));
	}

	/**
	 * WooCommerce's woocommerce.js shows the store notice (printed hidden), submits the ordering select and, on the
	 * cart, checkout and account pages, toggles passwords and field descriptions; the cart's and checkout's scripts need
	 * it. Replaced where Vitrine does all it does on the page: the store notice and the listing widgets on, and not one
	 * of those pages (where WooCommerce's own scripts stay and print it as their dependency anyway), nor for a shop
	 * manager, who may see WooCommerce's coming-soon banner, whose dismiss link it handles. Nor on a block theme, whose
	 * catalog sorting block prints an ordering select no Vitrine tag holds.
	 */
	private function woocommerce_js_replaced(): bool {
		if (wp_is_block_theme()) {
			return false;
		}
		$forms = (function_exists('is_cart') && is_cart()) || (function_exists('is_checkout') && is_checkout())
			|| (function_exists('is_account_page') && is_account_page());
		return !$forms && !current_user_can('manage_woocommerce')
			&& $this->settings->widget_on('notices') && $this->settings->widget_on('listing');
	}

	/** Runs late on `wp_enqueue_scripts` and again before printing, for scripts enqueued after us. */
	public function dequeue(): void {
		foreach ($this->handles() as $handle) {
			if (wp_script_is($handle, 'enqueued')) {
				$this->removed[$handle] = true;
			}
			wp_dequeue_script($handle);
		}
		foreach (self::STYLES as $handle => $widget) {
			if ($this->settings->widget_on($widget) && wp_style_is($handle, 'enqueued')) {
				$this->removed_styles[$handle] = true;
				wp_dequeue_style($handle);
			}
		}
		// The lightbox's markup, which WooCommerce prints in the footer for PhotoSwipe. A block theme may yet need it:
		// there the gallery's scripts come back when no gallery tag was printed (below), decided after the footer began.
		if (in_array('photoswipe-ui-default', $this->handles(), true) && !wp_is_block_theme()) {
			remove_action('wp_footer', 'woocommerce_photoswipe');
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
		if (!$page->printed('fk-product-gallery')) {
			foreach (array_keys($this->removed_styles) as $handle) {
				wp_enqueue_style($handle);
			}
		}
	}
}
