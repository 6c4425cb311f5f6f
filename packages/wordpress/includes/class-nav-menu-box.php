<?php
namespace Vitrine;

/**
 * Apparence → Menus: a « Vitrine » box beside Pages and Custom links that adds the header cart to a menu. The item is
 * a custom link to `#vitrine-cart`, which Header_Cart prints as the cart link with its count and total; the shop owner
 * may rename it like any item. WordPress's nav-menu.js adds the checked item, as for WooCommerce's own box.
 */
final class Nav_Menu_Box {
	private const ID = 'vitrine-nav-menu';

	public function register(): void {
		add_action('admin_head-nav-menus.php', [$this, 'add_box']);
	}

	public function add_box(): void {
		add_meta_box(self::ID, __('Vitrine', 'vitrine'), [$this, 'render'], 'nav-menus', 'side', 'low');
	}

	public function render(): void {
		$fields = [
			'menu-item-type' => 'custom',
			'menu-item-title' => __('Cart', 'vitrine'),
			'menu-item-url' => Header_Cart::MENU_URL,
			'menu-item-classes' => 'vitrine-cart-item',
		];
		?>
		<div id="posttype-vitrine" class="posttypediv">
			<div id="tabs-panel-vitrine" class="tabs-panel tabs-panel-active">
				<ul id="vitrine-checklist" class="categorychecklist form-no-clear">
					<li>
						<label class="menu-item-title">
							<input type="checkbox" class="menu-item-checkbox" name="menu-item[-1][menu-item-object-id]" value="-1">
							<?php esc_html_e('Cart (item count and total)', 'vitrine'); ?>
						</label>
						<?php foreach ($fields as $name => $value) : ?>
							<input type="hidden" class="<?php echo esc_attr($name); ?>" name="menu-item[-1][<?php echo esc_attr($name); ?>]" value="<?php echo esc_attr($value); ?>">
						<?php endforeach; ?>
					</li>
				</ul>
			</div>
			<p class="button-controls">
				<span class="add-to-menu">
					<button type="submit" class="button-secondary submit-add-to-menu right" value="<?php esc_attr_e('Add to menu', 'vitrine'); ?>" name="add-post-type-menu-item" id="submit-posttype-vitrine"><?php esc_html_e('Add to menu', 'vitrine'); ?></button>
					<span class="spinner"></span>
				</span>
			</p>
		</div>
		<?php
	}
}
