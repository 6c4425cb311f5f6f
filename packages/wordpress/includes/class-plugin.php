<?php
namespace Vitrine;

/** Hooks every part into WordPress. Only storefront pages are touched; the admin and REST answers are left alone. */
final class Plugin {
	private Assets $assets;
	private Replaced_Scripts $replaced;
	private Page_Tags $tags;
	/** The tags printed on this page, shared by every part that prints one. */
	private Tags $printed;

	private Settings $settings;

	public function __construct(private WooCommerce $wc, private FunnelKit $funnelkit) {
		$this->settings = new Settings();
		$this->assets = new Assets();
		$this->replaced = new Replaced_Scripts($this->settings);
		$this->printed = new Tags($this->settings);
		$this->tags = new Page_Tags($this->printed);
	}

	public function register(): void {
		// Before anything on `init` asks for a string (the block's title).
		add_action('init', [$this, 'load_translations'], 1);
		(new Template_Wraps($this->wc, $this->printed))->register();
		(new Header_Cart($this->wc, $this->printed))->register();
		if (is_admin()) {
			(new Nav_Menu_Box())->register();
			(new Settings_Page($this->wc))->register();
		}
		add_action('wp_enqueue_scripts', [$this->assets, 'enqueue']);
		// After the shop's plugins have enqueued theirs, and again just before printing for late comers.
		add_action('wp_enqueue_scripts', [$this->replaced, 'dequeue'], PHP_INT_MAX);
		add_action('wp_print_scripts', [$this->replaced, 'dequeue'], PHP_INT_MAX);
		add_action('wp_print_footer_scripts', [$this->replaced, 'dequeue'], 0);
		add_action('wp_print_footer_scripts', fn() => $this->replaced->restore_where_absent($this->printed), 1);
		add_action('wp_head', [$this, 'print_page_data'], 1);
		add_action('wp_head', [$this->assets, 'print_head'], 8);
		add_action('wp_footer', [$this, 'print_page_tags'], 5);
		// Last, after every plugin has added its own fragments.
		add_filter('woocommerce_add_to_cart_fragments', [$this, 'store_cart_fragments'], PHP_INT_MAX);
		add_filter('fkcart_fragments', [$this, 'side_cart_fragments'], PHP_INT_MAX);
		// After FunnelKit Cart hooks its front end on `wp` (priority 10).
		add_action('wp', [$this, 'retire_funnelkit_cart'], 20);
		(new Store_Api(fn(): array => $this->store_cart_fragments(apply_filters('woocommerce_add_to_cart_fragments', $this->wc->mini_cart_fragment()))))
			->register();
	}

	/** The plugin's strings in the site's language, from its own languages/ folder (French first). */
	public function load_translations(): void {
		load_plugin_textdomain('vitrine', false, dirname(plugin_basename(PLUGIN_FILE)) . '/languages');
	}

	/** Vitrine's drawer is the page's: FunnelKit Cart's own is kept out of the page and of the answers. */
	private function side_cart_replaces_funnelkit(): bool {
		return $this->funnelkit->cart_active() && in_array('fk-side-cart', $this->tags->tags(), true);
	}

	public function retire_funnelkit_cart(): void {
		if ($this->side_cart_replaces_funnelkit()) {
			$this->funnelkit->retire_cart_front_end();
		}
	}

	/** The config and the cart as the server sees it: with both, a page whose cart is known makes no request. */
	public function print_page_data(): void {
		echo (new Config($this->wc, $this->funnelkit, $this->settings))->markup(), "\n", $this->snapshot_markup(), "\n";
	}

	public function print_page_tags(): void {
		echo $this->tags->markup(), "\n";
	}

	/**
	 * Every fragment answer (WooCommerce's and FunnelKit's) carries the snapshot, whose hash is the cart hash the same
	 * answer writes to the `woocommerce_cart_hash` cookie, and none of FunnelKit Cart's markup when its drawer is
	 * Vitrine's.
	 *
	 * @param array<string, string> $fragments
	 * @return array<string, string>
	 */
	public function store_cart_fragments($fragments): array {
		$fragments = is_array($fragments) ? $fragments : [];
		if ($this->side_cart_replaces_funnelkit()) {
			$fragments = $this->funnelkit->strip_cart_fragments($fragments);
		}
		$fragments[Cart_Snapshot::SELECTOR] = $this->snapshot_markup();
		// FunnelKit sets WooCommerce's cart cookies before the totals it then computes change the hash, and some of
		// its answers set none: the browser would compare its stored hash with a stale one.
		$this->wc->set_cart_cookies();
		return $fragments;
	}

	/**
	 * FunnelKit Cart's answers carry the mini cart as WooCommerce's do, so a sidebar or header mini cart follows a
	 * change made in the drawer.
	 *
	 * @param array<string, string> $fragments
	 * @return array<string, string>
	 */
	public function side_cart_fragments($fragments): array {
		return $this->wc->mini_cart_fragment() + $this->store_cart_fragments($fragments);
	}

	private function snapshot_markup(): string {
		// Only the drawer shows the upsells: a page without it (the checkout) is not sent them.
		$cart = $this->wc->cart($this->settings->upsells_on() && $this->tags->drawer_here());
		$reward = Cart_Reward::build(
			$this->settings->reward_threshold(),
			$cart['subtotal'] - $cart['discount'],
			[$this->wc, 'format_price'],
			$this->settings->reward_message(),
			$this->settings->reward_achieved_message(),
		);
		/**
		 * Filters the reward bar (packages/contract RewardProgress) for the current cart; null shows none. It comes from
		 * the shop owner's reward threshold (WooCommerce → Réglages → Vitrine), null without one.
		 */
		$reward = apply_filters('vitrine_cart_reward', $reward, $this->wc);
		$snapshot = Cart_Snapshot::build($cart, [$this->wc, 'format_price'], is_array($reward) ? $reward : null);
		return Json_Script::markup(Cart_Snapshot::ID, $snapshot);
	}
}
