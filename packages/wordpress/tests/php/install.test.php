<?php
// The plugin as WordPress sees it once installed from the zip: its headers, its requirements met by this WordPress and
// PHP, and what deleting it leaves behind.
require __DIR__ . '/assert.php';
load_wordpress();
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$file = WP_PLUGIN_DIR . '/vitrine/vitrine.php';
same(false, is_link(dirname($file)), 'installed as files, not linked to the source');
$data = get_plugin_data($file, false, false);
same('Vitrine', $data['Name'], 'name');
same(Vitrine\VERSION, $data['Version'], 'the header says the constant’s version');
same('vitrine', $data['TextDomain'], 'text domain');
same(true, validate_plugin_requirements('vitrine/vitrine.php'), 'this WordPress and PHP meet its requirements');

// Deleting the plugin (not deactivating it) removes its options, and nothing else.
foreach (Vitrine\Settings::option_names() as $option) {
	update_option($option, 'no');
}
update_option('blogname_backup_for_test', 'kept');
uninstall_plugin('vitrine/vitrine.php');
foreach (Vitrine\Settings::option_names() as $option) {
	same(false, get_option($option), "$option removed");
}
same(true, count(Vitrine\Settings::option_names()) > 20, 'the settings and vitrine_build');
same('kept', get_option('blogname_backup_for_test'), 'another option left alone');
delete_option('blogname_backup_for_test');
same(true, is_plugin_active('vitrine/vitrine.php'), 'uninstalling here runs the cleanup only; the plugin stays active for the other checks');
