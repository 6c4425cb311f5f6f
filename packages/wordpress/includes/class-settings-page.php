<?php
namespace Vitrine;

/**
 * The « Vitrine » tab under WooCommerce → Réglages, where shop owners look for a shop plugin's settings. WooCommerce's
 * settings API prints the fields (escaped) and saves them: it checks the `woocommerce-settings` nonce before asking
 * this tab to save, on a page only `manage_woocommerce` reaches; the capability is checked here again, since anything
 * may fire the action.
 */
final class Settings_Page {
	public function __construct(private WooCommerce $wc) {
	}

	public function register(): void {
		add_filter('woocommerce_settings_tabs_array', [$this, 'add_tab'], 50);
		add_action('woocommerce_settings_' . Settings::TAB, [$this, 'output']);
		add_action('woocommerce_settings_save_' . Settings::TAB, [$this, 'save']);
		add_filter('woocommerce_admin_settings_sanitize_option_' . Settings::PREFIX . 'reward_threshold', [Settings::class, 'amount']);
		add_filter('plugin_action_links_' . plugin_basename(PLUGIN_FILE), [$this, 'settings_link']);
	}

	/** @param array<string, string> $tabs */
	public function add_tab($tabs): array {
		$tabs = is_array($tabs) ? $tabs : [];
		$tabs[Settings::TAB] = __('Vitrine', 'vitrine');
		return $tabs;
	}

	public function output(): void {
		if (current_user_can('manage_woocommerce')) {
			$this->wc->output_settings_fields($this->fields());
		}
	}

	public function save(): void {
		if (current_user_can('manage_woocommerce')) {
			$this->wc->save_settings_fields($this->fields());
		}
	}

	/** « Réglages » beside « Désactiver » on the Extensions page. */
	public function settings_link($links): array {
		$url = admin_url('admin.php?page=wc-settings&tab=' . Settings::TAB);
		return array_merge(['settings' => '<a href="' . esc_url($url) . '">' . esc_html__('Settings', 'vitrine') . '</a>'], (array) $links);
	}

	/** @return list<array<string, mixed>> the fields in WooCommerce's settings API format */
	public function fields(): array {
		return [...$this->widget_fields(), ...$this->side_cart_fields(), ...$this->loading_fields()];
	}

	private function widget_fields(): array {
		$labels = [
			'listing' => __('Add to cart from listings (shop, categories, related products)', 'vitrine'),
			'product_form' => __('Product page form (options and add to cart)', 'vitrine'),
			'gallery' => __('Product gallery and lightbox', 'vitrine'),
			'tabs' => __('Product tabs', 'vitrine'),
			'review_stars' => __('Star rating in the review form', 'vitrine'),
			'mini_cart' => __('Mini cart (WooCommerce’s cart widget)', 'vitrine'),
			'header_cart' => __('Header cart (shortcode, block, menu item)', 'vitrine'),
			'search' => __('Live product search', 'vitrine'),
			'notices' => __('Shop notices', 'vitrine'),
			'side_cart' => __('Side cart (with FunnelKit Cart)', 'vitrine'),
			'attribution' => __('Order attribution', 'vitrine'),
			'hash_actions' => __('Page builder links and lightbox', 'vitrine'),
		];
		$fields = [[
			'type' => 'title',
			'id' => Settings::PREFIX . 'widgets',
			'title' => __('Widgets', 'vitrine'),
			'desc' => __('A widget switched off is not printed: WooCommerce’s markup then works as it does without Vitrine.', 'vitrine'),
		]];
		$last = array_key_last($labels);
		foreach ($labels as $widget => $label) {
			$fields[] = [
				'type' => 'checkbox',
				'id' => Settings::PREFIX . 'widget_' . $widget,
				'title' => __('Widgets', 'vitrine'),
				'desc' => $label,
				'default' => 'yes',
				'checkboxgroup' => $widget === array_key_first($labels) ? 'start' : ($widget === $last ? 'end' : ''),
			];
		}
		$fields[] = ['type' => 'sectionend', 'id' => Settings::PREFIX . 'widgets'];
		return $fields;
	}

	private function side_cart_fields(): array {
		$settings = new Settings();
		return [
			['type' => 'title', 'id' => Settings::PREFIX . 'side_cart', 'title' => __('Side cart', 'vitrine')],
			[
				'type' => 'checkbox',
				'id' => Settings::PREFIX . 'open_after_add',
				'title' => __('Open after an add', 'vitrine'),
				'desc' => __('Open the side cart when a product is added', 'vitrine'),
				'desc_tip' => __('With FunnelKit Cart, its own « auto open cart » setting decides.', 'vitrine'),
				'default' => 'yes',
			],
			[
				'type' => 'text',
				'id' => Settings::PREFIX . 'reward_threshold',
				'title' => __('Reward threshold', 'vitrine'),
				'desc' => sprintf(
					/* translators: %s: the shop's currency code (CHF) */
					__('Cart total (items after discounts, in %s) at which the reward bar says the reward is earned. Empty: no reward bar.', 'vitrine'),
					$this->wc->settings()['currency'],
				),
				'css' => 'width: 8em;',
				'default' => '',
			],
			[
				'type' => 'text',
				'id' => Settings::PREFIX . 'reward_message',
				'title' => __('Reward message', 'vitrine'),
				/* translators: %s is shown as it is: the shop owner types it where the amount still missing goes. */
				'desc' => __('While the cart is short of the threshold; %s is the amount still missing.', 'vitrine'),
				'placeholder' => $settings->reward_message(),
				'default' => '',
			],
			[
				'type' => 'text',
				'id' => Settings::PREFIX . 'reward_achieved',
				'title' => __('Reward reached', 'vitrine'),
				'desc' => __('Once the threshold is reached.', 'vitrine'),
				'placeholder' => $settings->reward_achieved_message(),
				'default' => '',
			],
			[
				'type' => 'checkbox',
				'id' => Settings::PREFIX . 'upsells',
				'title' => __('Up-sells', 'vitrine'),
				'desc' => __('Show the up-sells of the cart’s products in the side cart', 'vitrine'),
				'default' => 'yes',
			],
			['type' => 'sectionend', 'id' => Settings::PREFIX . 'side_cart'],
		];
	}

	private function loading_fields(): array {
		$families = [
			'cart_buttons' => __('Listing adds, mini cart and header cart', 'vitrine'),
			'product_form' => __('Product page form', 'vitrine'),
			'product_page' => __('Gallery, tabs and star rating', 'vitrine'),
			'search' => __('Product search', 'vitrine'),
			'notices' => __('Shop notices', 'vitrine'),
			'side_cart' => __('Side cart', 'vitrine'),
			'attribution' => __('Order attribution', 'vitrine'),
			'hash_actions' => __('Page builder links and lightbox', 'vitrine'),
		];
		$strategies = [
			'default' => __('Default', 'vitrine'),
			'eager' => __('As soon as the page has painted', 'vitrine'),
			'visible' => __('When it comes near the screen', 'vitrine'),
			'idle' => __('When the browser is idle', 'vitrine'),
			'intent' => __('When the shopper reaches for it', 'vitrine'),
			'interaction' => __('At the shopper’s first action', 'vitrine'),
		];
		$fields = [[
			'type' => 'title',
			'id' => Settings::PREFIX . 'loading',
			'title' => __('When widgets load', 'vitrine'),
			'desc' => __('Each family of widgets is fetched when it is due. « Default » keeps each widget’s own moment: the product form and listing adds at once, the gallery and mini cart near the screen, the side cart when the browser is idle, the search when the shopper reaches for it.', 'vitrine'),
		], [
			'type' => 'checkbox',
			'id' => Settings::PREFIX . 'wait_for_action',
			'title' => __('Before the shopper acts', 'vitrine'),
			'desc' => __('Load nothing whose page markup already works until the shopper’s first tap, click or key', 'vitrine'),
			'desc_tip' => __('A visitor who only reads the page downloads no widget. A click that comes before its widget is held until it has loaded.', 'vitrine'),
			'default' => 'yes',
		]];
		foreach ($families as $family => $title) {
			$fields[] = [
				'type' => 'select',
				'id' => Settings::PREFIX . 'load_' . $family,
				'title' => $title,
				'options' => $strategies,
				'default' => 'default',
			];
		}
		$fields[] = ['type' => 'sectionend', 'id' => Settings::PREFIX . 'loading'];
		return $fields;
	}
}
