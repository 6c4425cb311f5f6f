<?php
namespace Vitrine;

/**
 * The header cart: a link to the cart page with the item count and total, in `fk-cart-count`, which keeps them current
 * and opens the side cart where there is one (class `fkcart-mini-open`; the link is followed where there is none).
 * Three ways in, none a template edit: the `[vitrine_cart]` shortcode (`total="no"` leaves the total out), the
 * « Vitrine : panier » block (server-rendered, so it also goes in a block theme's header) and a menu item whose address
 * is `#vitrine-cart` (Apparence → Menus, the « Vitrine » box).
 */
final class Header_Cart {
	public const TAG = 'fk-cart-count';
	public const SHORTCODE = 'vitrine_cart';
	public const BLOCK = 'vitrine/cart';
	public const BLOCK_SCRIPT = 'vitrine-cart-block';
	/** The address of a menu item that stands for the header cart. */
	public const MENU_URL = '#vitrine-cart';

	public function __construct(private WooCommerce $wc, private Tags $tags) {
	}

	public function register(): void {
		add_shortcode(self::SHORTCODE, [$this, 'shortcode']);
		add_action('init', [$this, 'register_block']);
		add_filter('walker_nav_menu_start_el', [$this, 'menu_item'], 10, 2);
	}

	/**
	 * @param string $label the link's words, « Panier » unless a menu item names it otherwise
	 */
	public function markup(string $label = '', bool $total = true): string {
		$summary = $this->wc->cart_summary();
		$label = $label !== '' ? $label : __('Cart', 'vitrine');
		$link = sprintf(
			'<a class="fkcart-mini-open vitrine-cart" href="%s">%s (<span class="vitrine-cart__count" data-fk-cart-count>%d</span>)%s</a>',
			esc_url($this->wc->cart_url()),
			esc_html($label),
			$summary['count'],
			$total ? ' <span class="vitrine-cart__total" data-fk-cart-total>' . esc_html($summary['items_total']) . '</span>' : '',
		);
		// Switched off, the link still leads to the cart; only the count and total stay as the page printed them.
		return $this->tags->on(self::TAG) ? $this->tags->wrap(self::TAG, $link) : $link;
	}

	/** @param array<string, string>|string $atts */
	public function shortcode($atts): string {
		$atts = shortcode_atts(['total' => 'yes'], is_array($atts) ? $atts : [], self::SHORTCODE);
		return $this->markup('', !in_array(strtolower((string) $atts['total']), ['no', 'false', '0'], true));
	}

	/**
	 * A dynamic block: WordPress renders it on every page through the callback, so it needs no build step; the editor
	 * script only tells the block editor about it and previews the server's markup.
	 */
	public function register_block(): void {
		wp_register_script(
			self::BLOCK_SCRIPT,
			plugins_url('blocks/header-cart.js', PLUGIN_FILE),
			['wp-blocks', 'wp-element', 'wp-server-side-render', 'wp-block-editor'],
			VERSION,
			true,
		);
		register_block_type(self::BLOCK, [
			'api_version' => 2,
			'title' => __('Vitrine: cart', 'vitrine'),
			'description' => __('A link to the cart with the number of items and their total, kept current.', 'vitrine'),
			'category' => 'widgets',
			'icon' => 'cart',
			'keywords' => [__('cart', 'vitrine'), 'woocommerce'],
			'supports' => ['html' => false],
			'editor_script' => self::BLOCK_SCRIPT,
			'render_callback' => fn(): string => $this->markup(),
		]);
	}

	/**
	 * A menu item whose address is `#vitrine-cart` is printed as the header cart, under the item's own title.
	 *
	 * @param string $output the item's link as the menu walker printed it
	 * @param \WP_Post|object $item
	 */
	public function menu_item($output, $item) {
		if (!is_object($item) || ($item->url ?? '') !== self::MENU_URL) {
			return $output;
		}
		return $this->markup(wp_strip_all_tags((string) ($item->title ?? '')));
	}
}
