<?php
namespace Vitrine;

/**
 * The tags that belong once on every page and wrap nothing. The wrapping tags (listings, mini cart, forms) go in the
 * theme's templates; docs/integration.md shows where.
 */
final class Page_Tags {
	public const TAGS = ['fk-side-cart', 'fk-cart-toggle', 'fk-notices', 'fk-attribution', 'fk-hash-actions'];
	/** The drawer and its button speak FunnelKit Cart's protocol: without it they would have nothing to call. */
	private const NEED_FUNNELKIT_CART = ['fk-side-cart', 'fk-cart-toggle'];

	public function __construct(private FunnelKit $funnelkit) {
	}

	/** @return list<string> the tags printed on this page; switch one off with `vitrine_page_tags` (tag => false). */
	public function tags(): array {
		$defaults = array_fill_keys(self::TAGS, true);
		if (!$this->funnelkit->cart_active()) {
			$defaults = array_merge($defaults, array_fill_keys(self::NEED_FUNNELKIT_CART, false));
		}
		$switches = apply_filters('vitrine_page_tags', $defaults);
		return array_values(array_intersect(self::TAGS, array_keys(array_filter((array) $switches))));
	}

	public function markup(): string {
		return implode('', array_map(static fn(string $tag): string => "<$tag></$tag>", $this->tags()));
	}
}
