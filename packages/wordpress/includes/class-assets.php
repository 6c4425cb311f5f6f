<?php
namespace Vitrine;

/**
 * The storefront files: the ES module loader (or the IIFE build) and its stylesheet. With the loader, the page links the first-paint stylesheet only: the loader links each widget's own with
 * its chunk. The IIFE build, every widget at once, takes the whole stylesheet. They come from the plugin's `assets/` folder (copied from packages/storefront/dist by
 * `pnpm --filter @vitrine/wordpress assets`) or from the address in the `VITRINE_ASSETS_URL` constant.
 */
final class Assets {
	public const HANDLE = 'vitrine';
	/** Written by scripts/copy-assets.mjs beside the files: their version and names. */
	public const MANIFEST = 'vitrine-assets.json';

	/** @var array{version?: string, module?: string, inline?: string, iife?: string, css?: string, css_all?: string}|null */
	private ?array $manifest = null;

	public function base_url(): string {
		$url = defined('VITRINE_ASSETS_URL') ? (string) constant('VITRINE_ASSETS_URL') : plugins_url('assets/', PLUGIN_FILE);
		return trailingslashit($url);
	}

	/** `module` (the loader; each widget's chunk on first sight) or `iife` (one classic file with every widget). */
	public function build(): string {
		$build = apply_filters('vitrine_build', get_option('vitrine_build', 'module'));
		return $build === 'iife' ? 'iife' : 'module';
	}

	/** @return array{version?: string, module?: string, inline?: string, iife?: string, css?: string, css_all?: string} */
	public function manifest(): array {
		if ($this->manifest === null) {
			$file = dirname(PLUGIN_FILE) . '/assets/' . self::MANIFEST;
			$data = is_readable($file) ? json_decode((string) file_get_contents($file), true) : null;
			$this->manifest = is_array($data) ? $data : [];
		}
		return $this->manifest;
	}

	/** The files' content hash, so a new build is never served from a stale cache. */
	public function version(): string {
		return (string) ($this->manifest()['version'] ?? VERSION);
	}

	public function url(string $kind): string {
		return $this->base_url() . $this->file_name($kind);
	}

	private function file_name(string $kind): string {
		$defaults = ['module' => 'vitrine.js', 'inline' => 'vitrine-inline.js', 'iife' => 'vitrine.iife.js', 'css' => 'vitrine-first-paint.css', 'css_all' => 'vitrine.css'];
		return basename((string) ($this->manifest()[$kind] ?? $defaults[$kind]));
	}

	/** `wp_enqueue_scripts`: the stylesheet, and the classic script when the IIFE build is chosen. */
	public function enqueue(): void {
		wp_enqueue_style(self::HANDLE, $this->url($this->build() === 'iife' ? 'css_all' : 'css'), [], $this->version());
		if ($this->build() === 'iife') {
			wp_enqueue_script(self::HANDLE, $this->url('iife'), [], $this->version(), true);
			return;
		}
		// The first-paint stylesheet's file: WordPress then prints it inline, as it does any small stylesheet with a
		// path (wp_maybe_inline_styles, up to `styles_inline_size_limit`, 20 KB), one render-blocking request less
		// before the first paint. The loader puts each widget's stylesheet after `#vitrine-inline-css` as after the link.
		$file = $this->local_file('css');
		if ($file !== null) {
			wp_style_add_data(self::HANDLE, 'path', $file);
		}
		if ($this->inline_loader() === null && function_exists('wp_enqueue_script_module')) {
			// `fetchpriority` is read from WordPress 6.9 on; nothing in the loader is needed for the first paint.
			wp_enqueue_script_module(self::HANDLE, $this->url('module'), [], $this->version(), ['fetchpriority' => 'low']);
		}
	}

	/** The asset's file in the plugin's own `assets/` folder, when the files are served from there. */
	private function local_file(string $kind): ?string {
		if (defined('VITRINE_ASSETS_URL')) {
			return null;
		}
		$file = dirname(PLUGIN_FILE) . '/assets/' . $this->file_name($kind);
		return is_readable($file) ? $file : null;
	}

	/**
	 * The loader's code to print in the page, or null to link its file: the filter `vitrine_inline_loader` is false (a
	 * Content-Security-Policy without 'unsafe-inline', a nonce or the script's hash), the files are served from
	 * `VITRINE_ASSETS_URL` (that copy may be another build than the plugin's), or the build has no inline loader.
	 * Inline, no request comes before the widgets' own: on a phone's HTTP/1.1 link the loader's would cost a
	 * connection and two round trips (docs/performance.md).
	 */
	public function inline_loader(): ?string {
		if ($this->build() !== 'module' || !apply_filters('vitrine_inline_loader', true)) {
			return null;
		}
		$file = $this->local_file('inline');
		$code = $file === null ? '' : (string) file_get_contents($file);
		return $code === '' || stripos($code, '</script') !== false ? null : $code;
	}

	/**
	 * `wp_head`: the module loader, inline (its files under `data-base`), or its file where WordPress cannot enqueue
	 * modules (< 6.5). No `modulepreload` of the shared runtime here: the loader preloads it with its first chunk,
	 * after the first-paint stylesheet, which a preload in the head would share a slow phone's link with
	 * (docs/performance.md).
	 */
	public function print_head(): void {
		if ($this->build() !== 'module') {
			return;
		}
		if ((new Settings())->waits_for_action()) {
			echo '<meta name="vitrine-load" content="interaction">' . "\n";
		}
		$inline = $this->inline_loader();
		if ($inline !== null) {
			wp_print_inline_script_tag($inline, ['type' => 'module', 'id' => 'vitrine-loader', 'data-base' => $this->base_url()]);
			return;
		}
		if (!function_exists('wp_enqueue_script_module')) {
			wp_print_script_tag([
				'type' => 'module',
				'src' => add_query_arg('ver', $this->version(), $this->url('module')),
				'id' => self::HANDLE . '-js-module',
				'fetchpriority' => 'low',
			]);
		}
	}
}
