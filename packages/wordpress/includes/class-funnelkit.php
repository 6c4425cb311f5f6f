<?php
namespace Vitrine;

/**
 * The one place Vitrine knows FunnelKit's plugins: whether FunnelKit Cart (with its cart switched on) and FunnelKit
 * Stripe are there, the settings of theirs the page needs, and how FunnelKit Cart's own front end is kept out of a
 * page whose side cart is Vitrine's. Its wc-ajax endpoints stay: Vitrine's side cart speaks their protocol.
 */
class FunnelKit {
	/** FunnelKit Cart's fragments: its drawer, floating button and menu toggler, each its own markup. */
	private const CART_FRAGMENT = '/fkcart/';
	private const MENU_TOGGLER = '.fkcart-mini-toggler';

	/** FunnelKit Cart is active and its cart switched on (it is off after activation). */
	public function cart_active(): bool {
		return class_exists('\FKCart\Includes\Data') && (int) \FKCart\Includes\Data::get_value('enable_cart') === 1;
	}

	public function stripe_active(): bool {
		return class_exists('\FKWCS_Gateway_Stripe') || defined('FKWCS_VERSION');
	}

	/** One of FunnelKit Cart's yes / no settings, as FunnelKit reads it (1, true, 'true' all mean yes). */
	private function setting_on(string $key): bool {
		$value = \FKCart\Includes\Data::get_value($key);
		return $value === true || (int) $value === 1 || (string) $value === 'true';
	}

	/**
	 * The product page's add goes through the side cart (FunnelKit's « ajax add to cart » on a product page), as
	 * FunnelKit tells its own script in `fkcart_app_data.ajax_add_to_cart`.
	 */
	public function product_page_ajax_add(): bool {
		return $this->cart_active() && $this->setting_on('ajax_add_to_cart') && function_exists('is_product') && is_product();
	}

	/** The drawer opens after an add (FunnelKit's « auto open cart », on unless switched off). */
	public function opens_after_add(): bool {
		return $this->cart_active() && $this->setting_on('enable_auto_open_cart');
	}

	/**
	 * Keeps FunnelKit Cart's front end off the page: its scripts and stylesheet, the drawer and floating button it
	 * prints in the footer, the floating button it adds to its own answers. Runs on `wp` after FunnelKit has hooked
	 * them there.
	 */
	public function retire_cart_front_end(): void {
		if (!class_exists('\FKCart\Includes\Front')) {
			return;
		}
		foreach (['wp_enqueue_scripts', 'wp_footer', 'fkcart_fragments'] as $hook) {
			self::remove_callbacks_of('FKCart\Includes\Front', $hook);
		}
	}

	/**
	 * Drops FunnelKit Cart's fragments from an answer: their markup would be put in the page by a script that is
	 * not there any more, and the drawer alone is 20 KB of every answer. The menu toggler stays where the shop
	 * uses FunnelKit's menu cart, so its count follows.
	 *
	 * @param array<string, string> $fragments
	 * @return array<string, string>
	 */
	public function strip_cart_fragments(array $fragments): array {
		$menu = $this->cart_active() && $this->setting_on('enable_menu');
		foreach (array_keys($fragments) as $selector) {
			if (preg_match(self::CART_FRAGMENT, (string) $selector) && !($menu && $selector === self::MENU_TOGGLER)) {
				unset($fragments[$selector]);
			}
		}
		return $fragments;
	}

	/** Removes every callback an object of `$class` registered on `$hook`, whatever its priority. */
	private static function remove_callbacks_of(string $class, string $hook): void {
		global $wp_filter;
		if (!isset($wp_filter[$hook])) {
			return;
		}
		foreach ($wp_filter[$hook]->callbacks as $priority => $callbacks) {
			foreach ($callbacks as $callback) {
				$function = $callback['function'];
				if (is_array($function) && is_object($function[0]) && $function[0] instanceof $class) {
					remove_action($hook, $function, $priority);
				}
			}
		}
	}
}
