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

	/** @var array{version?: string, module?: string, inline?: string, waiting?: string, iife?: string, css?: string, css_site?: string, css_all?: string}|null */
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

	/** @return array{version?: string, module?: string, inline?: string, waiting?: string, iife?: string, css?: string, css_site?: string, css_all?: string} */
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
		$defaults = ['module' => 'vitrine.js', 'inline' => 'vitrine-inline.js', 'waiting' => 'vitrine-waiting-inline.js', 'iife' => 'vitrine.iife.js', 'css' => 'vitrine-first-paint.css', 'css_site' => 'vitrine-first-paint-site.css', 'css_all' => 'vitrine.css'];
		return basename((string) ($this->manifest()[$kind] ?? $defaults[$kind]));
	}

	/**
	 * A page of WooCommerce's own forms: the checkout (with its payment and order-received screens) and the account's
	 * pages. WooCommerce's form, its country lists and its payment methods make their HTML and scripts large already,
	 * and Vitrine brings them only the header's widgets and attribution, no product. Past the 14.6 KB a new connection
	 * delivers in its first round trip, a phone waits a round trip more before the first paint (docs/performance.md):
	 * there the first-paint stylesheet is the site one (no product pages' and listings' rules, and what widgets need
	 * once they run comes with the first of them), and the loader is not printed in the page (`loader_mode`). A theme
	 * that shows products on such a page says so with `vitrine_order_page` (false).
	 */
	public function order_page(): bool {
		$order_page = (function_exists('is_checkout') && is_checkout()) || (function_exists('is_account_page') && is_account_page());
		return (bool) apply_filters('vitrine_order_page', $order_page);
	}

	/** `wp_enqueue_scripts`: the stylesheet, and the classic script when the IIFE build is chosen. */
	public function enqueue(): void {
		$css = $this->build() === 'iife' ? 'css_all' : ($this->order_page() ? 'css_site' : 'css');
		wp_enqueue_style(self::HANDLE, $this->url($css), [], $this->version());
		if ($this->build() === 'iife') {
			wp_enqueue_script(self::HANDLE, $this->url('iife'), [], $this->version(), true);
			return;
		}
		// The first-paint stylesheet's file: WordPress then prints it inline, as it does any small stylesheet with a
		// path (wp_maybe_inline_styles, up to `styles_inline_size_limit`, 20 KB), one render-blocking request less
		// before the first paint. The loader puts each widget's stylesheet after `#vitrine-inline-css` as after the link.
		$file = $this->local_file($css);
		if ($file !== null) {
			wp_style_add_data(self::HANDLE, 'path', $file);
		}
		if ($this->loader_mode() === 'file' && function_exists('wp_enqueue_script_module')) {
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
	 * How the loader comes to this page:
	 * - `inline`: printed in the head, its files under `data-base`. No request comes before the widgets' own: on a
	 *   phone's HTTP/1.1 link the loader's would cost a connection and two round trips (docs/performance.md).
	 * - `waiting` (an order page where widgets wait for the shopper's first action): its stand-in printed instead
	 *   (vitrine-waiting-inline.js, 0.6 KB), which imports the loader's file at that first action and attribution's
	 *   when the page is idle, so the checkout gains neither the loader's 3.9 KB in its HTML nor its file in its scripts.
	 * - `file`: linked, where the filter `vitrine_inline_loader` is false (a Content-Security-Policy without
	 *   'unsafe-inline', a nonce or the script's hash), the files are served from `VITRINE_ASSETS_URL` (that copy may be
	 *   another build than the plugin's), the build has no inline code, or on an order page otherwise.
	 */
	public function loader_mode(): string {
		if ($this->build() !== 'module' || !apply_filters('vitrine_inline_loader', true)) {
			return 'file';
		}
		if ($this->order_page()) {
			return (new Settings())->waits_for_action() && $this->inline_code('waiting') !== null ? 'waiting' : 'file';
		}
		return $this->inline_code('inline') !== null ? 'inline' : 'file';
	}

	/** The loader's code to print in the page (`loader_mode` inline), else null. */
	public function inline_loader(): ?string {
		return $this->loader_mode() === 'inline' ? $this->inline_code('inline') : null;
	}

	/** `inline` (the loader) or `waiting` (its stand-in) as the build wrote it for a page, or null without it. */
	private function inline_code(string $kind): ?string {
		$file = $this->local_file($kind);
		$code = $file === null ? '' : (string) file_get_contents($file);
		return $code === '' || stripos($code, '</script') !== false ? null : $code;
	}

	/**
	 * `wp_head`: the page's wish that widgets wait for the shopper's first action, and the module loader inline, its
	 * stand-in, or its file where WordPress cannot enqueue modules (< 6.5). No `modulepreload` of the shared runtime
	 * here: the loader preloads it with its first chunk, after the first-paint stylesheet, which a preload in the head
	 * would share a slow phone's link with (docs/performance.md).
	 */
	public function print_head(): void {
		if ($this->build() !== 'module') {
			return;
		}
		$mode = $this->loader_mode();
		$file = add_query_arg('ver', $this->version(), $this->url('module'));
		// Where the loader waits with its stand-in, it comes after the first action already: it then loads as without the wish.
		if ((new Settings())->waits_for_action() && $mode !== 'waiting') {
			echo '<meta name="vitrine-load" content="interaction">' . "\n";
		}
		if ($mode !== 'file') {
			// The loader finds its files under `data-base`; its stand-in imports the loader's file, and finds beside it attribution's.
			$where = $mode === 'waiting' ? ['data-loader' => $file] : ['data-base' => $this->base_url()];
			wp_print_inline_script_tag((string) $this->inline_code($mode), ['type' => 'module', 'id' => 'vitrine-loader'] + $where);
			return;
		}
		if (!function_exists('wp_enqueue_script_module')) {
			wp_print_script_tag(['type' => 'module', 'src' => $file, 'id' => self::HANDLE . '-js-module', 'fetchpriority' => 'low']);
		}
	}
}
