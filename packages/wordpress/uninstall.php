<?php
/**
 * Runs when a shop owner deletes the plugin (Extensions → Supprimer), never on deactivation: removes the options the
 * plugin saved, on every site of a network. The cart, orders and WooCommerce's own settings are not the plugin's.
 */

if (!defined('WP_UNINSTALL_PLUGIN')) {
	exit;
}

require_once __DIR__ . '/includes/class-settings.php';
$vitrine_options = Vitrine\Settings::option_names();

$vitrine_clean = static function () use ($vitrine_options): void {
	foreach ($vitrine_options as $option) {
		delete_option($option);
	}
};

if (is_multisite()) {
	foreach (get_sites(['fields' => 'ids', 'number' => 0]) as $vitrine_site) {
		switch_to_blog($vitrine_site);
		$vitrine_clean();
		restore_current_blog();
	}
} else {
	$vitrine_clean();
}
