<?php
/**
 * Plugin Name: TEST DOUBLE of WooCommerce's settings API (Vitrine's test suite only)
 * Description: WC_Admin_Settings::save_fields() and output_fields() for the field types Vitrine's tab uses, as
 *              WooCommerce 7.9 and 10.0 treat them: a checkbox saves `yes` or `no`, a select keeps to its options (else
 *              its default), text goes through wc_clean(), each value then through the
 *              `woocommerce_admin_settings_sanitize_option[_NAME]` filters; output escapes labels and values. The admin
 *              page around them (its nonce and capability) is WooCommerce's and is checked on the real shops.
 *              Never install on a shop.
 *
 * Installed as a must-use plugin beside woocommerce-test-double.php, by packages/wordpress/tests/site.mjs; nowhere else.
 */

function wc_clean($value) {
	return is_array($value) ? array_map('wc_clean', $value) : (is_scalar($value) ? sanitize_text_field((string) $value) : $value);
}

class WC_Admin_Settings {
	public static function save_fields($options, $data = null) {
		$data = $data ?? $_POST;
		if (empty($data)) {
			return false;
		}
		foreach ($options as $option) {
			if (!isset($option['id'], $option['type']) || in_array($option['type'], ['title', 'sectionend'], true)) {
				continue;
			}
			$raw = isset($data[$option['id']]) ? wp_unslash($data[$option['id']]) : null;
			switch ($option['type']) {
				case 'checkbox':
					$value = '1' === $raw || 'yes' === $raw ? 'yes' : 'no';
					break;
				case 'select':
					$allowed = array_map('strval', array_keys($option['options'] ?? []));
					$value = in_array($raw, $allowed, true) ? $raw : ($option['default'] ?: ($allowed[0] ?? null));
					break;
				default:
					$value = wc_clean($raw);
			}
			$value = apply_filters('woocommerce_admin_settings_sanitize_option', $value, $option, $raw);
			$value = apply_filters('woocommerce_admin_settings_sanitize_option_' . $option['id'], $value, $option, $raw);
			if ($value !== null) {
				update_option($option['id'], $value);
			}
		}
		return true;
	}

	public static function output_fields($options) {
		foreach ($options as $option) {
			$id = $option['id'] ?? '';
			$value = get_option($id, $option['default'] ?? '');
			switch ($option['type'] ?? '') {
				case 'title':
					echo '<h2>', esc_html($option['title'] ?? ''), '</h2>', wpautop(wp_kses_post($option['desc'] ?? ''));
					break;
				case 'checkbox':
					printf('<label><input type="checkbox" name="%1$s" id="%1$s" value="1"%2$s /> %3$s</label>', esc_attr($id), checked($value, 'yes', false), wp_kses_post($option['desc'] ?? ''));
					break;
				case 'select':
					printf('<label for="%1$s">%2$s</label><select name="%1$s" id="%1$s">', esc_attr($id), esc_html($option['title'] ?? ''));
					foreach ($option['options'] ?? [] as $key => $label) {
						printf('<option value="%s"%s>%s</option>', esc_attr((string) $key), selected($value, (string) $key, false), esc_html($label));
					}
					echo '</select>';
					break;
				case 'text':
					printf('<label for="%1$s">%2$s</label><input type="text" name="%1$s" id="%1$s" value="%3$s" placeholder="%4$s" />',
						esc_attr($id), esc_html($option['title'] ?? ''), esc_attr((string) $value), esc_attr($option['placeholder'] ?? ''));
					break;
			}
		}
	}
}
