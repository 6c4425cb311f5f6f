<?php
// Each part of the plugin can be switched by a theme; checked inside the real WordPress of the scratch site.
require __DIR__ . '/assert.php';
load_wordpress();

use Vitrine\Assets;
use Vitrine\Config;
use Vitrine\FunnelKit;
use Vitrine\Json_Script;
use Vitrine\Page_Tags;
use Vitrine\Replaced_Scripts;
use Vitrine\WooCommerce;

same(true, in_array('vitrine/vitrine.php', (array) get_option('active_plugins'), true), 'plugin active');

// Page tags: one switched off.
$tags = new Page_Tags();
same('<fk-side-cart></fk-side-cart><fk-cart-toggle></fk-cart-toggle><fk-notices></fk-notices><fk-attribution></fk-attribution>',
	$tags->markup(), 'four tags by default: no hash actions without Elementor');
$hash_actions = static fn(array $on): array => ['fk-hash-actions' => true] + $on;
add_filter('vitrine_page_tags', $hash_actions);
same(['fk-side-cart', 'fk-cart-toggle', 'fk-notices', 'fk-attribution', 'fk-hash-actions'], $tags->tags(), 'a theme with its own hash links asks for it');
remove_filter('vitrine_page_tags', $hash_actions);
add_filter('vitrine_page_tags', static fn(array $on): array => ['fk-notices' => false] + $on);
same(['fk-side-cart', 'fk-cart-toggle', 'fk-attribution'], $tags->tags(), 'fk-notices switched off');
// FunnelKit Cart's cart switched off: the drawer stays, speaking the Store API, and opens after an add.
$settings = get_option('fkcart_settings');
update_option('fkcart_settings', ['enable_cart' => 0] + $settings);
same(['fk-side-cart', 'fk-cart-toggle', 'fk-attribution'], $tags->tags(), 'the drawer without FunnelKit Cart');
$without = (new Config(new WooCommerce(), new FunnelKit()))->build();
same(['funnelkit_cart' => false, 'funnelkit_stripe' => false], $without['plugins'], 'the config says FunnelKit Cart is not there');
same('yes', $without['shop']['should_open_cart'], 'Vitrine\'s drawer opens after an add');
same(true, wp_verify_nonce($without['nonces']['store_api'], 'wc_store_api') !== false, 'the Store API nonce');
update_option('fkcart_settings', $settings);

// Replaced scripts: one kept.
wp_enqueue_script('wc-add-to-cart', '/add-to-cart.js');
wp_enqueue_script('wc-cart-fragments', '/cart-fragments.js');
add_filter('vitrine_replaced_scripts', static fn(array $on): array => ['wc-cart-fragments' => false] + $on);
(new Replaced_Scripts())->dequeue();
same(false, wp_script_is('wc-add-to-cart', 'enqueued'), 'add-to-cart.js removed');
same(true, wp_script_is('wc-cart-fragments', 'enqueued'), 'cart-fragments.js kept when switched off');

// The loader inline by default; `vitrine_inline_loader` false (a strict Content-Security-Policy) links its file.
$assets = new Assets();
same(file_get_contents(dirname(__DIR__, 2) . '/assets/vitrine-inline.js'), $assets->inline_loader(), 'the inline loader by default');
add_filter('vitrine_inline_loader', '__return_false');
same(null, $assets->inline_loader(), 'switched off');
ob_start();
$assets->print_head();
$head = (string) ob_get_clean();
if (function_exists('wp_enqueue_script_module')) {
	same('', $head, 'the file enqueued as a module instead (WordPress 6.5+)');
} else {
	same(1, preg_match('/<script type="module" src="[^"]*vitrine\.js\?ver=/', $head), 'the file linked instead');
}
same(false, str_contains($head, 'vitrine-loader'), 'no inline loader when switched off');
remove_filter('vitrine_inline_loader', '__return_false');

// The IIFE build as an option: a classic footer script, no module tag, no preload.
$assets = new Assets();
update_option('vitrine_build', 'iife');
$assets->enqueue();
same(true, wp_script_is(Assets::HANDLE, 'enqueued'), 'IIFE enqueued as a classic script');
same($assets->base_url() . 'vitrine.iife.js', wp_scripts()->registered[Assets::HANDLE]->src, 'the IIFE file');
// It defines every widget at once, with no loader to link their stylesheets: the whole stylesheet.
same($assets->base_url() . 'vitrine.css', wp_styles()->registered[Assets::HANDLE]->src, 'the whole stylesheet with the IIFE build');
ob_start();
$assets->print_head();
same('', ob_get_clean(), 'no module loader with the IIFE build');
delete_option('vitrine_build');
same('module', $assets->build(), 'module build by default');

// The files from another address.
same(false, defined('VITRINE_ASSETS_URL'), 'no constant yet');
define('VITRINE_ASSETS_URL', 'https://cdn.example.com/vitrine');
same('https://cdn.example.com/vitrine/vitrine.js', $assets->url('module'), 'VITRINE_ASSETS_URL moves the files');

// vitrine_config changes anything.
add_filter('vitrine_config', static function (array $config): array {
	$config['shop']['should_open_cart'] = 'yes';
	$config['side_cart'] = ['upsell_style' => 'style3'];
	return $config;
});
$config = (new Config(new WooCommerce()))->build();
same('yes', $config['shop']['should_open_cart'], 'filter sets a FunnelKit setting');
same(['upsell_style' => 'style3'], $config['side_cart'], 'filter adds a section');

// A value can never close the script element it is printed in.
$markup = Json_Script::markup('x', ['name' => '</script><script>alert(1)</script> & «»']);
same(1, substr_count($markup, '</script>'), 'only the closing tag');
same(['name' => '</script><script>alert(1)</script> & «»'], json_decode(substr($markup, strlen('<script type="application/json" id="x">'), -strlen('</script>')), true), 'the value survives');
