<?php
/**
 * Installs the scratch site (wp-cli is not in Debian 12): WordPress's own wp_install(), the test theme, the Vitrine
 * plugin from its zip (VITRINE_ZIP) as wp-admin installs an uploaded plugin, a French shop with three products (and two
 * up-sells a shopper may not see), its cart and checkout pages. Run by tests/site.mjs as `php setup.php` from the
 * site's folder.
 */
define('WP_INSTALLING', true);
// The files are ours to write, as on a host where wp-admin installs plugins without asking for FTP credentials.
define('FS_METHOD', 'direct');
// wp_install() mails the admin; the scratch site has no mail.
function wp_new_blog_notification() {
}
require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

wp_install('Boutique Vitrine', 'admin', 'admin@example.com', false, '', wp_generate_password());
// The locale is wp-config's WPLANG (the option only takes installed language packs).
delete_option('WPLANG');
update_option('gmt_offset', 1);
update_option('permalink_structure', '/%postname%/');
update_option('woocommerce_currency', 'CHF');
// FunnelKit Cart's cart is off after activation; a shop switches it on, with product page adds through it.
update_option('fkcart_settings', ['enable_cart' => 1, 'ajax_add_to_cart' => true], false);
// WooCommerce's installer gives administrators the capability its settings pages ask for.
get_role('administrator')->add_cap('manage_woocommerce');
switch_theme('vitrine-test');
// What « Téléverser une extension » then « Activer » do: Plugin_Upgrader unzips the upload into wp-content/plugins
// (ZipArchive, or WordPress's PclZip without PHP's zip extension), then activate_plugin() checks its requirements.
$skin = new Automatic_Upgrader_Skin();
$upgrader = new Plugin_Upgrader($skin);
$installed = $upgrader->install((string) getenv('VITRINE_ZIP'));
if ($installed !== true || $upgrader->plugin_info() !== 'vitrine/vitrine.php') {
	fwrite(STDERR, "installing the zip failed:\n" . implode("\n", $skin->get_upgrade_messages()) . "\n");
	exit(1);
}
$activated = activate_plugin($upgrader->plugin_info());
if (is_wp_error($activated)) {
	fwrite(STDERR, $activated->get_error_message() . "\n");
	exit(1);
}

kses_remove_filters(); // product names keep their characters, as an admin with unfiltered_html would save them
$page = static fn(string $title, string $content = ''): int => (int) wp_insert_post(['post_type' => 'page',
	'post_status' => 'publish', 'post_title' => $title, 'post_content' => $content]);
update_option('show_on_front', 'page');
update_option('page_on_front', $page('Boutique', ''));
update_option('woocommerce_cart_page_id', $page('Panier', '<p>Votre panier.</p>'));
update_option('woocommerce_checkout_page_id', $page('Commande', '<p>Validation de la commande.</p>'));

// register_post_type runs on `init`, which wp-load.php has already fired with the double loaded.
$product = static function (string $name, string $price, array $meta = []): int {
	$id = (int) wp_insert_post(['post_type' => 'product', 'post_status' => 'publish', 'post_title' => $name]);
	foreach (['_price' => $price, '_regular_price' => $price, '_stock_status' => 'instock'] + $meta as $key => $value) {
		update_post_meta($id, $key, $value);
	}
	return $id;
};
$bougie = $product('Bougie « Forêt » <parfumée>', '24.50');
$savon = $product('Savon au lait de chèvre', '9.90');
$product('Diffuseur en céramique', '1249.00', ['_sold_individually' => 'yes']);
// Up-sells WooCommerce would not show: one hidden from the catalogue (« Masqué »), one not published.
$hidden = $product('Coffret réservé aux abonnés', '59.00', ['_visibility' => 'hidden']);
$draft = $product('Brouillon de bougie', '19.00');
wp_update_post(['ID' => $draft, 'post_status' => 'draft']);
update_post_meta($bougie, '_upsell_ids', [$hidden, $savon, $draft]);
// A grouped product: its form (one quantity per child) is not one the product form widget reads.
$product('Lot découverte', '30.00', ['_product_type' => 'grouped']);

// The shop owner's menu with the header cart from the « Vitrine » box (a custom link to #vitrine-cart), in the
// stock theme's primary location.
$menu = wp_create_nav_menu('Principal');
wp_update_nav_menu_item($menu, 0, ['menu-item-title' => 'Accueil', 'menu-item-url' => home_url('/'), 'menu-item-status' => 'publish']);
wp_update_nav_menu_item($menu, 0, ['menu-item-title' => 'Panier', 'menu-item-url' => '#vitrine-cart', 'menu-item-type' => 'custom',
	'menu-item-classes' => 'vitrine-cart-item', 'menu-item-status' => 'publish']);
update_option('theme_mods_vitrine-stock', ['nav_menu_locations' => ['primary' => $menu]]);
flush_rewrite_rules();
echo "installed\n";
