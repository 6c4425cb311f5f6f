<?php
namespace Vitrine;

/**
 * The tags that belong once on every page and wrap nothing. The wrapping tags (listings, mini cart, forms) go in the
 * theme's templates; docs/integration.md shows where.
 */
final class Page_Tags {
	public const TAGS = ['fk-side-cart', 'fk-cart-toggle', 'fk-notices', 'fk-attribution', 'fk-hash-actions'];

	/** @return list<string> the tags printed on this page; switch one off with `vitrine_page_tags` (tag => false). */
	public function tags(): array {
		$switches = apply_filters('vitrine_page_tags', array_fill_keys(self::TAGS, true));
		return array_values(array_intersect(self::TAGS, array_keys(array_filter((array) $switches))));
	}

	public function markup(): string {
		return implode('', array_map(static fn(string $tag): string => "<$tag></$tag>", $this->tags()));
	}
}
