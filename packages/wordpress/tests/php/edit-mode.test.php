<?php
// The page builder's edit mode in the config: only for a user who may edit the post the editor previews, as
// Elementor's own `Preview::is_preview_mode()` decides; a visitor adding `?elementor-preview=…` gets none of it.
require __DIR__ . '/assert.php';
load_wordpress();

use Vitrine\Config;
use Vitrine\WooCommerce;

// A guest on a site without the page builder gets no `elementor` section: core reads that as no edit mode.
$edit_mode = static fn(): bool => (new Config(new WooCommerce()))->build()['elementor']['is_edit_mode'] ?? false;
$front = (int) get_option('page_on_front');
$other = (int) get_option('woocommerce_cart_page_id');
// The request shows the front page, as the editor's frame would.
$GLOBALS['wp_query'] = new WP_Query(['page_id' => $front]);
$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
same($front, get_queried_object_id(), 'the front page is queried');

$author = wp_insert_user(['user_login' => 'auteur-' . wp_generate_password(6, false), 'user_pass' => wp_generate_password(), 'role' => 'subscriber']);
$admin = (int) (get_user_by('login', 'admin')?->ID ?? 0);

$cases = [
	// [who, ?elementor-preview=, expected, why]
	[0, null, false, 'no argument'],
	[0, '1', false, 'a visitor with the historical ?elementor-preview=1'],
	[0, (string) $front, false, 'a visitor naming the page shown'],
	[$author, (string) $front, false, 'a subscriber (no edit_post on the page)'],
	[$admin, (string) $other, false, 'an editor, but the argument names another post'],
	[$admin, [(string) $front], false, 'the argument as an array'],
	[$admin, "{$front}abc", false, 'trailing garbage'],
	[$admin, (string) $front, true, 'an editor previewing the page shown'],
];
foreach ($cases as [$user, $arg, $expected, $why]) {
	wp_set_current_user($user);
	unset($_GET['elementor-preview']);
	if ($arg !== null) {
		$_GET['elementor-preview'] = $arg;
	}
	same($expected, $edit_mode(), $why);
}
unset($_GET['elementor-preview']);
wp_set_current_user(0);
require_once ABSPATH . 'wp-admin/includes/user.php';
wp_delete_user($author);
