<?php
namespace Vitrine;

/** JSON in a `<script type="application/json">`, escaped so no value (a product name…) can close the element. */
final class Json_Script {
	public static function markup(string $id, mixed $data): string {
		$json = wp_json_encode($data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
		return sprintf('<script type="application/json" id="%s">%s</script>', esc_attr($id), $json === false ? 'null' : $json);
	}
}
