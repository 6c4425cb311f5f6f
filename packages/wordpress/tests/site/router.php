<?php
// PHP's built-in server: existing files as they are (assets, admin-ajax.php), every other address to WordPress.
$path = urldecode((string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
if ($path !== '/' && is_file(__DIR__ . $path)) {
	return false;
}
require __DIR__ . '/index.php';
