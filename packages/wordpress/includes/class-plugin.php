<?php
namespace Vitrine;

/** Hooks every part into WordPress. Only storefront pages are touched; the admin and REST answers are left alone. */
final class Plugin {
	private Assets $assets;
	private Replaced_Scripts $replaced;
	private Page_Tags $tags;

	public function __construct(private WooCommerce $wc) {
		$this->assets = new Assets();
		$this->replaced = new Replaced_Scripts();
		$this->tags = new Page_Tags();
	}

	public function register(): void {
		add_action('wp_enqueue_scripts', [$this->assets, 'enqueue']);
		// After the shop's plugins have enqueued theirs, and again just before printing for late comers.
		add_action('wp_enqueue_scripts', [$this->replaced, 'dequeue'], PHP_INT_MAX);
		add_action('wp_print_scripts', [$this->replaced, 'dequeue'], PHP_INT_MAX);
		add_action('wp_print_footer_scripts', [$this->replaced, 'dequeue'], 0);
		add_action('wp_head', [$this, 'print_page_data'], 1);
		add_action('wp_head', [$this->assets, 'print_head'], 8);
		add_action('wp_footer', [$this, 'print_page_tags'], 5);
		add_filter('woocommerce_add_to_cart_fragments', [$this, 'add_snapshot_fragment']);
		add_filter('fkcart_fragments', [$this, 'add_snapshot_fragment']);
	}

	/** The config and the cart as the server sees it: with both, a page whose cart is known makes no request. */
	public function print_page_data(): void {
		echo (new Config($this->wc))->markup(), "\n", $this->snapshot_markup(), "\n";
	}

	public function print_page_tags(): void {
		echo $this->tags->markup(), "\n";
	}

	/**
	 * Every fragment answer (WooCommerce's and FunnelKit's) carries the snapshot, whose hash is the cart hash the same
	 * answer writes to the `woocommerce_cart_hash` cookie.
	 *
	 * @param array<string, string> $fragments
	 * @return array<string, string>
	 */
	public function add_snapshot_fragment($fragments): array {
		$fragments = is_array($fragments) ? $fragments : [];
		$fragments[Cart_Snapshot::SELECTOR] = $this->snapshot_markup();
		return $fragments;
	}

	private function snapshot_markup(): string {
		/** Filters the reward bar (packages/contract RewardProgress) for the current cart; null shows none. */
		$reward = apply_filters('vitrine_cart_reward', null, $this->wc);
		$snapshot = Cart_Snapshot::build($this->wc->cart(), [$this->wc, 'format_price'], is_array($reward) ? $reward : null);
		return Json_Script::markup(Cart_Snapshot::ID, $snapshot);
	}
}
