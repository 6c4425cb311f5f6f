<?php
namespace Vitrine;

/**
 * Puts Vitrine's tags around the markup WooCommerce prints, through WooCommerce's and WordPress's own hooks and filters,
 * so a stock classic theme gets every widget without a template edit. Each part is wrapped only where nothing printed
 * its tag already; a theme that prints the tags itself turns the wrapping off with `vitrine_wrap_markup` (all of it)
 * or `vitrine_wrap_parts` (one part: `['notices' => false] + $parts`).
 *
 * | part           | tag                    | where                                                                          |
 * | loop           | fk-add-to-cart         | `woocommerce_product_loop_start` / `_end` filters: every listing               |
 * | ordering       | fk-add-to-cart         | `woocommerce_before_shop_loop` 29 → 31, around the ordering form (30)          |
 * | notices        | fk-notices             | every action WooCommerce hooks `woocommerce_output_all_notices` on, once a page |
 * | product_form   | fk-variation-form      | `woocommerce_before_add_to_cart_form` → `woocommerce_after_add_to_cart_form`   |
 * | gallery        | fk-product-gallery     | `woocommerce_before_single_product_summary` 19 → 21 (the gallery prints at 20), |
 * |                |                        | and a block theme's `woocommerce/product-image-gallery` block                  |
 * | tabs           | fk-product-tabs        | `woocommerce_after_single_product_summary` 9 → 11 (the tabs print at 10), and |
 * |                |                        | a block theme's `woocommerce/product-details` block                            |
 * | review_stars   | fk-review-stars        | `woocommerce_product_review_comment_form_args`: the rating select             |
 * | mini_cart      | fk-mini-cart           | `widget_display_callback`: WooCommerce's cart widget, its content printed      |
 * | search         | fk-search              | `get_product_search_form`                                                     |
 * | store_notice   | fk-store-notice        | `woocommerce_demo_store`: the store notice, printed hidden for a script to show |
 */
final class Template_Wraps {
	public const PARTS = [
		'loop' => 'fk-add-to-cart',
		'ordering' => 'fk-add-to-cart',
		'notices' => 'fk-notices',
		'product_form' => 'fk-variation-form',
		'gallery' => 'fk-product-gallery',
		'tabs' => 'fk-product-tabs',
		'review_stars' => 'fk-review-stars',
		'mini_cart' => 'fk-mini-cart',
		'search' => 'fk-search',
		'store_notice' => 'fk-store-notice',
	];
	/** WooCommerce's cart widget (WC_Widget_Cart). */
	private const CART_WIDGET = 'woocommerce_widget_cart';
	/** What that widget prints for its content: an empty box WooCommerce's cart-fragments.js fills after load. */
	private const CART_WIDGET_PLACEHOLDER = '<div class="widget_shopping_cart_content"></div>';

	/** @var list<bool> one per listing begun: whether its start was wrapped, so its end is closed the same way. */
	private array $loops = [];

	public function __construct(private WooCommerce $wc, private Tags $tags) {
	}

	public function register(): void {
		// Filters run last, so that markup a theme's own filter wrapped is seen as wrapped.
		add_filter('woocommerce_product_loop_start', [$this, 'loop_start'], PHP_INT_MAX);
		add_filter('woocommerce_product_loop_end', [$this, 'loop_end'], PHP_INT_MAX);
		add_filter('woocommerce_product_review_comment_form_args', [$this, 'review_form'], PHP_INT_MAX);
		add_filter('get_product_search_form', [$this, 'search_form'], PHP_INT_MAX);
		add_filter('woocommerce_demo_store', [$this, 'store_notice'], PHP_INT_MAX);
		add_filter('widget_display_callback', [$this, 'cart_widget'], PHP_INT_MAX, 3);
		// A block theme's product page prints the gallery and the tabs through WooCommerce's blocks, not its actions.
		add_filter('render_block_woocommerce/product-image-gallery', fn($html) => $this->block('gallery', $html), PHP_INT_MAX);
		add_filter('render_block_woocommerce/product-details', fn($html) => $this->block('tabs', $html), PHP_INT_MAX);
		$regions = [
			['ordering', ['woocommerce_before_shop_loop', 29], ['woocommerce_before_shop_loop', 31]],
			['product_form', ['woocommerce_before_add_to_cart_form', PHP_INT_MAX], ['woocommerce_after_add_to_cart_form', PHP_INT_MIN]],
			['gallery', ['woocommerce_before_single_product_summary', 19], ['woocommerce_before_single_product_summary', 21]],
			['tabs', ['woocommerce_after_single_product_summary', 9], ['woocommerce_after_single_product_summary', 11]],
		];
		foreach ($regions as [$part, $from, $to]) {
			(new Hook_Wrap($this->tags, self::PARTS[$part], $from, $to, fn(): bool => $this->wanted($part)))->register();
		}
		// After the theme's functions.php, which may have moved or removed WooCommerce's notices.
		add_action('wp', [$this, 'take_over_notices']);
	}

	/**
	 * Whether this part is wrapped on this request: a storefront page (an AJAX answer's markup goes into a page that
	 * already has its tags), the theme has not turned it off, the shop owner has its widget on, and for the product
	 * form, a form the widget reads.
	 */
	public function wanted(string $part): bool {
		if (is_admin() || wp_doing_ajax() || (defined('REST_REQUEST') && REST_REQUEST)) {
			return false;
		}
		/** Filters whether the plugin wraps WooCommerce's markup in Vitrine's tags at all; false for a theme that prints them. */
		if (!apply_filters('vitrine_wrap_markup', true)) {
			return false;
		}
		/**
		 * Filters which parts are wrapped (part => bool), for a theme that prints some of the tags itself.
		 *
		 * @param array<string, bool> $parts
		 */
		$parts = (array) apply_filters('vitrine_wrap_parts', array_fill_keys(array_keys(self::PARTS), true));
		if (empty($parts[$part]) || !$this->tags->on(self::PARTS[$part])) {
			return false;
		}
		return $part !== 'product_form' || $this->wc->product_form_is_simple_or_variable();
	}

	public function loop_start($html) {
		$wrap = is_string($html) && $this->wanted('loop') && !Tags::holds($html, self::PARTS['loop']);
		$this->loops[] = $wrap;
		return $wrap ? $this->tags->open(self::PARTS['loop']) . $html : $html;
	}

	public function loop_end($html) {
		$wrapped = array_pop($this->loops) ?? false;
		return $wrapped && is_string($html) ? $html . $this->tags->close(self::PARTS['loop']) : $html;
	}

	/**
	 * A WooCommerce block that prints the classic markup (the gallery, the tabs) inside its own box: the tag goes
	 * inside the box, around that markup, so the block keeps its alignment and the widget gets what it reads.
	 */
	public function block(string $part, $html) {
		$tag = self::PARTS[$part];
		if (!is_string($html) || trim($html) === '' || !$this->wanted($part) || Tags::holds($html, $tag)) {
			return $html;
		}
		if (preg_match('#^(\s*<div\b[^>]*>)(.*)(</div>\s*)$#s', $html, $box) === 1) {
			return $box[1] . $this->tags->wrap($tag, $box[2]) . $box[3];
		}
		return $this->tags->wrap($tag, $html);
	}

	/** The rating select WooCommerce puts first in the review form's comment field. */
	public function review_form($args) {
		$field = is_array($args) ? ($args['comment_field'] ?? null) : null;
		if (!is_string($field) || !$this->wanted('review_stars') || Tags::holds($field, self::PARTS['review_stars'])) {
			return $args;
		}
		$args['comment_field'] = preg_replace_callback(
			'#<div class="comment-form-rating">.*?</select>\s*</div>#s',
			fn(array $match): string => $this->tags->wrap(self::PARTS['review_stars'], $match[0]),
			$field,
			1,
		) ?? $field;
		return $args;
	}

	public function search_form($form) {
		return $this->wrapped('search', $form);
	}

	public function store_notice($notice) {
		return $this->wrapped('store_notice', $notice);
	}

	/** Markup a filter hands over, in its part's tag unless it holds it already. */
	private function wrapped(string $part, $html) {
		if (!is_string($html) || trim($html) === '' || !$this->wanted($part) || Tags::holds($html, self::PARTS[$part])) {
			return $html;
		}
		return $this->tags->wrap(self::PARTS[$part], $html);
	}

	/**
	 * WooCommerce's cart widget prints an empty box that its cart-fragments.js fills after load; that script is one
	 * Vitrine replaces. The widget is printed here instead, the box holding the mini cart as WooCommerce's fragment
	 * would and wrapped in `fk-mini-cart`, which keeps it current; returning false tells WordPress it is done. Both
	 * sidebars and `the_widget()` (themes printing the widget in their header) go through this filter.
	 *
	 * @param array<string, mixed>|false $instance
	 * @param \WP_Widget $widget
	 * @param array<string, mixed> $args
	 */
	public function cart_widget($instance, $widget, $args) {
		if ($instance === false || !is_object($widget) || ($widget->id_base ?? '') !== self::CART_WIDGET || !$this->wanted('mini_cart')) {
			return $instance;
		}
		ob_start();
		$widget->widget(is_array($args) ? $args : [], is_array($instance) ? $instance : []);
		$html = (string) ob_get_clean();
		if (!Tags::holds($html, self::PARTS['mini_cart']) && str_contains($html, self::CART_WIDGET_PLACEHOLDER)) {
			$html = str_replace(self::CART_WIDGET_PLACEHOLDER, $this->tags->wrap(self::PARTS['mini_cart'], $this->wc->mini_cart_fragment()['div.widget_shopping_cart_content'] ?? '<div class="widget_shopping_cart_content"></div>'), $html);
		}
		echo $html;
		return false;
	}

	/**
	 * Puts Vitrine's notices printer in place of WooCommerce's on every action WooCommerce (or the theme) hooked it on,
	 * at the same priority: the shop, product, cart, checkout, account, login and pay pages, wherever it prints.
	 */
	public function take_over_notices(): void {
		global $wp_filter;
		$theirs = $this->wc->notices_callback();
		foreach ((array) $wp_filter as $hook => $callbacks) {
			$priority = $callbacks instanceof \WP_Hook ? $callbacks->has_filter((string) $hook, $theirs) : false;
			if ($priority !== false) {
				remove_action((string) $hook, $theirs, $priority);
				add_action((string) $hook, [$this, 'print_notices'], $priority);
			}
		}
	}

	/**
	 * WooCommerce's notices wrapper, in `fk-notices` the first time on a page. The widget shows every message of the
	 * page, so a second wrapper (WooCommerce prints one per hook, most of them empty once the first took the notices)
	 * stays as WooCommerce prints it.
	 */
	public function print_notices(): void {
		$html = $this->wc->notices_markup();
		$tag = self::PARTS['notices'];
		if ($this->tags->printed($tag) || !$this->wanted('notices') || Tags::holds($html, $tag)) {
			if (Tags::holds($html, $tag)) {
				$this->tags->mark_printed($tag);
			}
			echo $html;
			return;
		}
		echo $this->tags->wrap($tag, $html);
	}
}
