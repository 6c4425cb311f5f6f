<?php
/** Plain assertions for the PHP tests (php-cli runs each file; tests/php.spec.ts runs them all). */
$GLOBALS['vitrine_assertions'] = 0;

function same($expected, $actual, string $what): void {
	$GLOBALS['vitrine_assertions']++;
	if ($expected !== $actual) {
		fwrite(STDERR, "FAIL: $what\n  expected " . var_export($expected, true) . "\n  actual   " . var_export($actual, true) . "\n");
		exit(1);
	}
}

register_shutdown_function(static function (): void {
	if (!error_get_last() || !in_array(error_get_last()['type'], [E_ERROR, E_PARSE, E_COMPILE_ERROR], true)) {
		echo "ok {$GLOBALS['vitrine_assertions']} assertions\n";
	}
});

/** Loads the scratch WordPress site (tests/site.mjs) with the plugin active, as a front-end request would. */
function load_wordpress(): void {
	$site = getenv('VITRINE_WP_SITE');
	if (!$site) {
		fwrite(STDERR, "VITRINE_WP_SITE is not set: run through `pnpm test:wp`.\n");
		exit(1);
	}
	$_SERVER['HTTP_HOST'] = '127.0.0.1';
	$_SERVER['REQUEST_URI'] = '/';
	require $site . '/wp-load.php';
}
