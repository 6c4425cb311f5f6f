<?php
// The header cart's three ways in, none a template edit: the shortcode, the block, the menu item (and the admin box
// that adds it), each printing the same fk-cart-count link.
require __DIR__ . '/assert.php';
load_wordpress();

$link = static fn(bool $total): string => '<fk-cart-count><a class="fkcart-mini-open vitrine-cart" href="' . esc_url(wc_get_cart_url())
	. '">Panier (<span class="vitrine-cart__count" data-fk-cart-count>0</span>)'
	. ($total ? " <span class=\"vitrine-cart__total\" data-fk-cart-total>0.00\u{a0}CHF</span>" : '') . '</a></fk-cart-count>';

same('fr_FR', determine_locale(), 'the scratch site is French');
same('Panier', __('Cart', 'vitrine'), 'WordPress reads the French catalogue compiled into the zip');
same($link(true), do_shortcode('[vitrine_cart]'), 'the shortcode');
same($link(false), do_shortcode('[vitrine_cart total="no"]'), 'the shortcode without the total');

same(true, WP_Block_Type_Registry::get_instance()->is_registered('vitrine/cart'), 'the block is registered');
$block = WP_Block_Type_Registry::get_instance()->get_registered('vitrine/cart');
same(true, $block->is_dynamic(), 'rendered on the server, no build step');
same($link(true), do_blocks('<!-- wp:vitrine/cart /-->'), 'the block renders the header cart');
same(true, wp_script_is('vitrine-cart-block', 'registered'), 'its editor script is registered');
same(true, is_readable(WP_PLUGIN_DIR . '/vitrine/blocks/header-cart.js'), 'and shipped');

// A menu item to #vitrine-cart is printed as the header cart under its own title; other items are left alone.
$item = (object) ['url' => '#vitrine-cart', 'title' => 'Mon panier'];
same(str_replace('>Panier (', '>Mon panier (', $link(true)), apply_filters('walker_nav_menu_start_el', '<a href="#vitrine-cart">Mon panier</a>', $item, 0, new stdClass()), 'the menu item');
same('<a href="/a/">A</a>', apply_filters('walker_nav_menu_start_el', '<a href="/a/">A</a>', (object) ['url' => '/a/', 'title' => 'A'], 0, new stdClass()), 'another item');

// The admin's « Vitrine » box under Apparence → Menus adds that item.
ob_start();
(new Vitrine\Nav_Menu_Box())->render();
$box = (string) ob_get_clean();
same(1, preg_match('/name="menu-item\[-1\]\[menu-item-url\]" value="#vitrine-cart"/', $box), 'the box adds a #vitrine-cart item');
same(1, preg_match('/name="menu-item\[-1\]\[menu-item-type\]" value="custom"/', $box), 'as a custom link');
same(1, substr_count($box, 'submit-add-to-menu'), 'with WordPress’s own « Ajouter au menu » button');
