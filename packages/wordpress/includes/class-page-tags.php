<?php
namespace Vitrine;

/**
 * The tags that belong once on every page, printed in the footer; `fk-hash-actions` only where Elementor runs. `fk-notices` is the page's notices area only where
 * WooCommerce printed no notices wrapper for Template_Wraps to wrap (a page without WooCommerce's templates): there
 * it shows every widget's messages.
 */
final class Page_Tags {
	public const TAGS = ['fk-side-cart', 'fk-cart-toggle', 'fk-notices', 'fk-attribution', 'fk-hash-actions'];
	/** The side cart's tags. */
	private const DRAWER = ['fk-side-cart', 'fk-cart-toggle'];

	public function __construct(private Tags $printed = new Tags()) {
	}

	/**
	 * @return list<string> the tags printed on this page: those whose widget the shop owner has on; a theme switches one
	 * off with `vitrine_page_tags` (tag => false).
	 */
	public function tags(): array {
		$defaults = array_combine(self::TAGS, array_map([$this->printed, 'on'], self::TAGS));
		// Hash action links (`#elementor-action:…`: popups, lightboxes) are Elementor's: without it, nothing on the page
		// needs the widget, and its chunk would be loaded for nothing on every page.
		$defaults['fk-hash-actions'] = $defaults['fk-hash-actions'] && defined('ELEMENTOR_VERSION');
		$switches = apply_filters('vitrine_page_tags', $defaults);
		return array_values(array_intersect(self::TAGS, array_keys(array_filter((array) $switches))));
	}

	/**
	 * The drawer and its toggler are left out of the checkout, as FunnelKit Cart leaves its own out (its filter
	 * `fkcart_is_cart_enabled` decides, for both): the page shows the order already, and a change made in a drawer
	 * there would leave the order review showing another cart until the shopper reloads. The header's cart link then
	 * leads to the cart page.
	 */
	public function drawer_here(): bool {
		return (bool) apply_filters('fkcart_is_cart_enabled', !(function_exists('is_checkout') && is_checkout()));
	}

	public function markup(): string {
		$drawer = $this->drawer_here();
		$tags = array_filter($this->tags(), fn(string $tag): bool => !$this->printed->printed($tag) && ($drawer || !in_array($tag, self::DRAWER, true)));
		return implode('', array_map(fn(string $tag): string => $this->printed->wrap($tag, ''), $tags));
	}
}
