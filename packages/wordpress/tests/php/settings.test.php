<?php
// The settings tab (WooCommerce's settings API, stood in by tests/site/woocommerce-settings-test-double.php): its
// defaults, who may save it, how values are cleaned and printed, and that each setting takes effect.
require __DIR__ . '/assert.php';
load_wordpress();

use Vitrine\Config;
use Vitrine\FunnelKit;
use Vitrine\Page_Tags;
use Vitrine\Replaced_Scripts;
use Vitrine\Settings;
use Vitrine\Settings_Page;
use Vitrine\Tags;
use Vitrine\WooCommerce;

foreach (Settings::option_names() as $option) {
	delete_option($option);
}
$settings = new Settings();
$page = new Settings_Page(new WooCommerce());
$page->register();

// A shop that never opened the tab: everything on, each widget's own loading moment, the side cart opening after an add.
foreach (array_keys(Settings::WIDGETS) as $widget) {
	same(true, $settings->widget_on($widget), "$widget on by default");
}
same(null, $settings->load_strategy('fk-add-to-cart'), 'the loader’s own strategy by default');
same(true, $settings->waits_for_action(), 'what works without a widget waits for the shopper’s first action by default');
same([true, true, null], [$settings->open_after_add(), $settings->upsells_on(), $settings->reward_threshold()], 'side cart defaults');
same('Plus que %s pour la livraison offerte', $settings->reward_message(), 'the default message, in French');
same(['vitrine' => 'Vitrine'], $page->add_tab([]), 'the tab');

// Every field the tab saves is an option uninstall.php removes.
$ids = array_column(array_filter($page->fields(), static fn(array $f): bool => !in_array($f['type'], ['title', 'sectionend'], true)), 'id');
same([], array_values(array_diff($ids, Settings::option_names())), 'every field is a known option');
same(count(Settings::WIDGETS) + 5 + 1 + count(Settings::FAMILIES), count($ids), 'one field per widget, five for the side cart, the first action, one per family');

// Saving: WooCommerce checked its nonce before firing the action; the capability is checked again here.
$admin = (int) get_user_by('login', 'admin')->ID;
$subscriber = wp_insert_user(['user_login' => 'client-' . wp_generate_password(6, false), 'user_pass' => wp_generate_password(), 'role' => 'subscriber']);
$posted = array_fill_keys(array_map(static fn(string $w): string => "vitrine_widget_$w", array_keys(Settings::WIDGETS)), '1');
unset($posted['vitrine_widget_search']);
$_POST = $posted + [
	'vitrine_open_after_add' => '1',
	'vitrine_reward_threshold' => "1'099,50",
	'vitrine_reward_message' => '<b>Encore</b> %s pour un cadeau',
	'vitrine_load_cart_buttons' => 'idle',
	'vitrine_load_search' => 'whenever',
];
wp_set_current_user($subscriber);
do_action('woocommerce_settings_save_vitrine');
same(false, get_option('vitrine_widget_search'), 'a subscriber saves nothing');
ob_start();
do_action('woocommerce_settings_vitrine');
same('', ob_get_clean(), 'nor sees the fields');

wp_set_current_user($admin);
do_action('woocommerce_settings_save_vitrine');
same('no', get_option('vitrine_widget_search'), 'an unticked box saves no');
same('yes', get_option('vitrine_widget_listing'), 'a ticked one yes');
same('no', get_option('vitrine_upsells'), 'up-sells unticked');
same('1099.5', get_option('vitrine_reward_threshold'), 'the amount as a decimal');
same('Encore %s pour un cadeau', get_option('vitrine_reward_message'), 'text cleaned of markup');
same('idle', get_option('vitrine_load_cart_buttons'), 'a strategy');
same('default', get_option('vitrine_load_search'), 'an unknown strategy falls back to the default');
$_POST = [];

// Printed escaped, in French.
update_option('vitrine_reward_achieved', '"><script>alert(1)</script>');
ob_start();
do_action('woocommerce_settings_vitrine');
$form = (string) ob_get_clean();
same(false, str_contains($form, '<script>'), 'a value never prints markup');
same(true, str_contains($form, 'Chargement des widgets') && str_contains($form, 'Seuil de la récompense'), 'labels in French');
same(true, str_contains($form, 'value="1099.5"'), 'the saved amount');
delete_option('vitrine_reward_achieved');

// Effects. Widgets off: their tags are neither printed nor wrapped.
$tags = new Tags($settings);
same('<form>x</form>', apply_filters('get_product_search_form', '<form>x</form>'), 'search off: the form is not wrapped');
update_option('vitrine_widget_search', 'yes');
same('<fk-search><form>x</form></fk-search>', apply_filters('get_product_search_form', '<form>x</form>'), 'search on');
same(1, preg_match('/^<fk-cart-count data-vitrine-load="idle"><a class="fkcart-mini-open/', do_shortcode('[vitrine_cart]')), 'the family’s strategy on the tag');
update_option('vitrine_widget_header_cart', 'no');
same(1, preg_match('/^<a class="fkcart-mini-open vitrine-cart" href="[^"]+">Panier/', do_shortcode('[vitrine_cart]')), 'header cart off: the link alone');
update_option('vitrine_widget_side_cart', 'no');
update_option('vitrine_widget_notices', 'no');
same(['fk-attribution'], (new Page_Tags($tags))->tags(), 'side cart and notices off: not in the footer');

// Replaced scripts come back when every widget doing their work is off.
$replaced = static fn(): array => (new Replaced_Scripts($settings))->handles();
same(true, in_array('fkcart-script', $replaced(), true) === false, 'side cart off: FunnelKit Cart’s script stays');
update_option('vitrine_widget_gallery', 'no');
same(true, in_array('wc-single-product', $replaced(), true), 'gallery alone off: the script would act on the tabs too, it stays out');
update_option('vitrine_widget_tabs', 'no');
update_option('vitrine_widget_review_stars', 'no');
same(false, in_array('wc-single-product', $replaced(), true), 'gallery, tabs and rating off: WooCommerce’s script is back');
same(true, in_array('wc-add-to-cart', $replaced(), true), 'listing adds still replaced');

// Open after add: FunnelKit Cart's own setting where it answers, the shop owner's otherwise.
$open = static fn(): string => (new Config(new WooCommerce(), new FunnelKit(), $settings))->build()['shop']['should_open_cart'];
$fkcart = get_option('fkcart_settings');
update_option('vitrine_open_after_add', 'no');
same('yes', $open(), 'FunnelKit Cart on, its auto open on: it wins');
update_option('vitrine_open_after_add', 'yes');
update_option('fkcart_settings', ['enable_auto_open_cart' => false] + $fkcart);
same('no', $open(), 'FunnelKit Cart on, its auto open off: it wins');
update_option('fkcart_settings', ['enable_cart' => 0] + $fkcart);
same('yes', $open(), 'without FunnelKit Cart: the shop owner’s setting');
update_option('vitrine_open_after_add', 'no');
same('no', $open(), 'switched off');
update_option('fkcart_settings', $fkcart);

foreach (Settings::option_names() as $option) {
	delete_option($option);
}
require_once ABSPATH . 'wp-admin/includes/user.php';
wp_delete_user($subscriber);
