<?php
/**
 * Plugin Name:       Vitrine
 * Description:       Fast storefront widgets for WooCommerce on a classic theme, with no template edit: AJAX adds, side cart, mini cart, header cart, live search, gallery, tabs and notices.
 * Version:           0.1.0
 * Requires at least: 6.1.9
 * Requires PHP:      8.2
 * Requires Plugins:  woocommerce
 * Text Domain:       vitrine
 * Domain Path:       /languages
 * License:           MIT
 *
 * WC requires at least: 7.9
 * WC tested up to:      10.0
 */

namespace Vitrine;

if (!defined('ABSPATH')) {
	exit;
}

const VERSION = '0.1.0';
const PLUGIN_FILE = __FILE__;

require_once __DIR__ . '/includes/class-woocommerce.php';
require_once __DIR__ . '/includes/class-funnelkit.php';
require_once __DIR__ . '/includes/class-store-api.php';
require_once __DIR__ . '/includes/class-settings.php';
require_once __DIR__ . '/includes/class-settings-page.php';
require_once __DIR__ . '/includes/class-cart-snapshot.php';
require_once __DIR__ . '/includes/class-cart-reward.php';
require_once __DIR__ . '/includes/class-json-script.php';
require_once __DIR__ . '/includes/class-config.php';
require_once __DIR__ . '/includes/class-assets.php';
require_once __DIR__ . '/includes/class-replaced-scripts.php';
require_once __DIR__ . '/includes/class-tags.php';
require_once __DIR__ . '/includes/class-page-tags.php';
require_once __DIR__ . '/includes/class-hook-wrap.php';
require_once __DIR__ . '/includes/class-template-wraps.php';
require_once __DIR__ . '/includes/class-header-cart.php';
require_once __DIR__ . '/includes/class-nav-menu-box.php';
require_once __DIR__ . '/includes/class-plugin.php';

// WooCommerce loads after us in the plugin order; everything waits for `plugins_loaded`.
add_action('plugins_loaded', static function (): void {
	(new Plugin(new WooCommerce(), new FunnelKit()))->register();
});
