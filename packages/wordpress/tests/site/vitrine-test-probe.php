<?php
/**
 * Plugin Name: Vitrine test probe (test suite only)
 * Description: Answers `?vitrine-probe=verify-nonce&action=…&nonce=…` with wp_verify_nonce()'s result, in the caller's
 *              session, so the suite checks each printed nonce against the action its endpoint verifies.
 */
add_action('template_redirect', static function (): void {
	if (($_GET['vitrine-probe'] ?? '') !== 'verify-nonce') {
		return;
	}
	$action = sanitize_text_field(wp_unslash($_GET['action'] ?? ''));
	$nonce = sanitize_text_field(wp_unslash($_GET['nonce'] ?? ''));
	wp_send_json(['action' => $action, 'valid' => wp_verify_nonce($nonce, $action)]);
}, 0);
