<?php
namespace Vitrine;

/**
 * The shop owner's settings (WooCommerce → Réglages → Vitrine): which widgets the plugin prints, how the side cart
 * behaves, when each family of widgets loads. One WordPress option each, saved by WooCommerce's settings API
 * (Settings_Page); read here with their defaults, so a shop that never opened the page gets everything on.
 */
final class Settings {
	public const TAB = 'vitrine';
	public const PREFIX = 'vitrine_';

	/** Widget (one switch) => the tags it prints. */
	public const WIDGETS = [
		'listing' => ['fk-add-to-cart'],
		'product_form' => ['fk-variation-form'],
		'gallery' => ['fk-product-gallery'],
		'tabs' => ['fk-product-tabs'],
		'review_stars' => ['fk-review-stars'],
		'mini_cart' => ['fk-mini-cart'],
		'header_cart' => ['fk-cart-count'],
		'search' => ['fk-search'],
		'notices' => ['fk-notices', 'fk-store-notice'],
		'side_cart' => ['fk-side-cart', 'fk-cart-toggle'],
		'attribution' => ['fk-attribution'],
		'hash_actions' => ['fk-hash-actions'],
	];

	/**
	 * Tag family => its tags: the tags whose widgets come in one chunk, which the loader defines together (the earliest
	 * due brings the others), so one loading strategy for all of them.
	 */
	public const FAMILIES = [
		'cart_buttons' => ['fk-add-to-cart', 'fk-mini-cart', 'fk-cart-count'],
		'product_form' => ['fk-variation-form'],
		'product_page' => ['fk-product-gallery', 'fk-product-tabs', 'fk-review-stars'],
		'search' => ['fk-search'],
		'notices' => ['fk-notices', 'fk-store-notice'],
		'side_cart' => ['fk-side-cart', 'fk-cart-toggle'],
		'attribution' => ['fk-attribution'],
		'hash_actions' => ['fk-hash-actions'],
	];

	/** The loader's strategies (packages/storefront/src/loading.ts); `default` keeps each tag's own. */
	public const STRATEGIES = ['default', 'eager', 'visible', 'idle', 'intent', 'interaction'];

	private const DEFAULTS = [
		'wait_for_action' => 'yes',
		'open_after_add' => 'yes',
		'reward_threshold' => '',
		'reward_message' => '',
		'reward_achieved' => '',
		'upsells' => 'yes',
	];

	/** Every option the plugin may save, for uninstall.php. */
	public static function option_names(): array {
		$names = ['vitrine_build'];
		foreach (array_keys(self::WIDGETS) as $widget) {
			$names[] = self::PREFIX . 'widget_' . $widget;
		}
		foreach (array_keys(self::DEFAULTS) as $key) {
			$names[] = self::PREFIX . $key;
		}
		foreach (array_keys(self::FAMILIES) as $family) {
			$names[] = self::PREFIX . 'load_' . $family;
		}
		return $names;
	}

	public function widget_on(string $widget): bool {
		return get_option(self::PREFIX . 'widget_' . $widget, 'yes') !== 'no';
	}

	/** Whether the widget printing this tag is on; a tag of no widget here (the theme's own) always is. */
	public function tag_on(string $tag): bool {
		foreach (self::WIDGETS as $widget => $tags) {
			if (in_array($tag, $tags, true)) {
				return $this->widget_on($widget);
			}
		}
		return true;
	}

	/** The strategy the shop owner chose for this tag's family, or null to keep the loader's default for the tag. */
	public function load_strategy(string $tag): ?string {
		foreach (self::FAMILIES as $family => $tags) {
			if (in_array($tag, $tags, true)) {
				$strategy = (string) get_option(self::PREFIX . 'load_' . $family, 'default');
				return in_array($strategy, self::STRATEGIES, true) && $strategy !== 'default' ? $strategy : null;
			}
		}
		return null;
	}

	/**
	 * The page asks the loader to keep every widget whose server markup already works for the shopper's first tap,
	 * click or key (`<meta name="vitrine-load" content="interaction">`): a visitor who only reads the page then
	 * downloads no widget and no React, which WooCommerce's and FunnelKit's scripts, loaded at once, cannot offer.
	 */
	public function waits_for_action(): bool {
		return $this->get('wait_for_action') !== 'no';
	}

	/** Open the side cart after an add, where FunnelKit Cart does not decide it. */
	public function open_after_add(): bool {
		return $this->get('open_after_add') !== 'no';
	}

	public function upsells_on(): bool {
		return $this->get('upsells') !== 'no';
	}

	/** The cart total (items after discounts) that earns the reward, or null for no reward bar. */
	public function reward_threshold(): ?float {
		$amount = self::amount($this->get('reward_threshold'));
		return $amount === '' ? null : (float) $amount;
	}

	/** The reward bar's words while the cart is short of the threshold; `%s` is the amount still missing. */
	public function reward_message(): string {
		$message = $this->get('reward_message');
		/* translators: %s: the amount still missing, as the shop prints it (75.50 CHF) */
		return $message !== '' ? $message : __('Only %s more for free shipping', 'vitrine');
	}

	public function reward_achieved_message(): string {
		$message = $this->get('reward_achieved');
		return $message !== '' ? $message : __('Free shipping is yours!', 'vitrine');
	}

	/**
	 * An amount as the shop owner may type it (« 100 », « 99,50 », « 1'000 »), as a plain decimal string; '' for
	 * nothing, zero or anything that is not an amount.
	 */
	public static function amount(mixed $typed): string {
		$value = str_replace([',', "'", ' ', "\u{a0}", "\u{202f}"], ['.', '', '', '', ''], trim((string) $typed));
		return is_numeric($value) && (float) $value > 0 ? (string) round((float) $value, 2) : '';
	}

	private function get(string $key): string {
		return (string) get_option(self::PREFIX . $key, self::DEFAULTS[$key]);
	}
}
