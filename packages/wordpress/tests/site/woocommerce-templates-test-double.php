<?php
/**
 * Plugin Name: TEST DOUBLE of WooCommerce's template layer (Vitrine's test suite only)
 * Description: The template functions a classic theme's WooCommerce pages go through, hooked on the same actions at
 *              the same priorities as WooCommerce's wc-template-hooks.php (7.9 and 10.0 alike), printing markup of
 *              the same shape: notices wrappers, result count and ordering, the listing's start and end, gallery,
 *              add-to-cart form, tabs and review form, product search form, the cart widget and mini cart. Vitrine's
 *              wrapping is checked on them with a theme that prints nothing of Vitrine (tests/site/stock-theme).
 *              Never install on a shop.
 *
 * Installed as a must-use plugin beside woocommerce-test-double.php, by packages/wordpress/tests/site.mjs; nowhere else.
 */

// Notices: one may be asked for with ?test-notice=error|success; WooCommerce keeps them in the session until printed.
$GLOBALS['test_double_notices'] = [];
function wc_add_notice($message, $type = 'success'): void {
	$GLOBALS['test_double_notices'][] = [$type, (string) $message];
}
function wc_print_notices($return = false) {
	$html = '';
	foreach ($GLOBALS['test_double_notices'] as [$type, $message]) {
		$html .= $type === 'error'
			? '<ul class="woocommerce-error" role="alert"><li>' . wp_kses_post($message) . '</li></ul>'
			: '<div class="woocommerce-' . ($type === 'success' ? 'message' : 'info') . '" role="alert">' . wp_kses_post($message) . '</div>';
	}
	$GLOBALS['test_double_notices'] = [];
	if ($return) {
		return $html;
	}
	echo $html;
}
function woocommerce_output_all_notices(): void {
	echo '<div class="woocommerce-notices-wrapper">';
	wc_print_notices();
	echo '</div>';
}
add_action('wp_loaded', static function (): void {
	$asked = sanitize_key($_GET['test-notice'] ?? '');
	if ($asked === 'error') {
		wc_add_notice('Ce produit est épuisé.', 'error');
	} elseif ($asked === 'success') {
		wc_add_notice('« Savon » a été ajouté à votre panier.');
	}
});
foreach (['woocommerce_cart_is_empty' => 5, 'woocommerce_shortcode_before_product_cat_loop' => 10, 'woocommerce_before_shop_loop' => 10,
	'woocommerce_before_single_product' => 10, 'woocommerce_before_cart' => 10, 'woocommerce_before_checkout_form_cart_notices' => 10,
	'woocommerce_before_checkout_form' => 10, 'woocommerce_account_content' => 5, 'woocommerce_before_customer_login_form' => 10] as $hook => $priority) {
	add_action($hook, 'woocommerce_output_all_notices', $priority);
}

// The listing: result count (20) and ordering (30) before it, its start and end through their filters.
function woocommerce_result_count(): void {
	echo '<p class="woocommerce-result-count">Affichage de tous les résultats</p>';
}
function woocommerce_catalog_ordering(): void {
	echo '<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Tri de la boutique">',
		'<option value="menu_order" selected="selected">Tri par défaut</option><option value="price">Tri par tarif croissant</option>',
		'</select><input type="hidden" name="paged" value="1" /></form>';
}
add_action('woocommerce_before_shop_loop', 'woocommerce_result_count', 20);
add_action('woocommerce_before_shop_loop', 'woocommerce_catalog_ordering', 30);
function woocommerce_product_loop_start($echo = true) {
	$html = apply_filters('woocommerce_product_loop_start', '<ul class="products columns-3">');
	if (!$echo) {
		return $html;
	}
	echo $html;
}
function woocommerce_product_loop_end($echo = true) {
	$html = apply_filters('woocommerce_product_loop_end', '</ul>');
	if (!$echo) {
		return $html;
	}
	echo $html;
}

// The product page: gallery (before the summary, 20), add-to-cart form (in the summary, 30), tabs (after it, 10).
function woocommerce_show_product_images(): void {
	$image = 'data:image/svg+xml,' . rawurlencode('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#8a6"/></svg>');
	printf('<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">'
		. '<div class="woocommerce-product-gallery__wrapper"><div data-thumb="%1$s" class="woocommerce-product-gallery__image">'
		. '<a href="%1$s"><img width="600" height="600" src="%1$s" alt="%2$s" data-large_image="%1$s" data-large_image_width="600" data-large_image_height="600" /></a>'
		. '</div></div></div>', esc_attr($image), esc_attr(get_the_title()));
}
function woocommerce_template_single_add_to_cart(): void {
	global $product;
	if ($product->get_type() === 'grouped') {
		do_action('woocommerce_before_add_to_cart_form');
		echo '<form class="cart grouped_form" method="post"><table class="woocommerce-grouped-product-list group_table"></table>',
			'<button type="submit" class="single_add_to_cart_button button alt">Ajouter au panier</button></form>';
		do_action('woocommerce_after_add_to_cart_form');
		return;
	}
	do_action('woocommerce_before_add_to_cart_form');
	printf('<form class="cart" action="%1$s" method="post" enctype="multipart/form-data"><div class="quantity">'
		. '<label class="screen-reader-text" for="quantity_%2$d">Quantité</label><input type="number" id="quantity_%2$d" class="input-text qty text" name="quantity" value="1" min="1" step="1" /></div>'
		. '<button type="submit" name="add-to-cart" value="%2$d" class="single_add_to_cart_button button alt">Ajouter au panier</button></form>',
		esc_url(get_permalink()), $product->get_id());
	do_action('woocommerce_after_add_to_cart_form');
}
function woocommerce_output_product_data_tabs(): void {
	$review_form = apply_filters('woocommerce_product_review_comment_form_args', [
		'comment_field' => '<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Votre note</label><select name="rating" id="rating" required>'
			. '<option value="">Évaluation…</option><option value="5">Parfait</option><option value="4">Bon</option><option value="3">Moyen</option>'
			. '<option value="2">Pas mal</option><option value="1">Très mauvais</option></select></div>'
			. '<p class="comment-form-comment"><label for="comment">Votre avis</label><textarea id="comment" name="comment" required></textarea></p>',
	]);
	echo '<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">',
		'<li class="description_tab" id="tab-title-description" role="tab" aria-controls="tab-description"><a href="#tab-description">Description</a></li>',
		'<li class="reviews_tab" id="tab-title-reviews" role="tab" aria-controls="tab-reviews"><a href="#tab-reviews">Avis (0)</a></li></ul>',
		'<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><p>Fabriqué en Suisse.</p></div>',
		'<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews">',
		'<div id="reviews" class="woocommerce-Reviews"><div id="review_form"><form id="commentform" class="comment-form" method="post">',
		$review_form['comment_field'], '<p class="form-submit"><input name="submit" type="submit" class="submit" value="Soumettre" /></p></form></div></div></div></div>';
}
add_action('woocommerce_before_single_product_summary', 'woocommerce_show_product_images', 20);
add_action('woocommerce_single_product_summary', 'woocommerce_template_single_add_to_cart', 30);
add_action('woocommerce_after_single_product_summary', 'woocommerce_output_product_data_tabs', 10);

function get_product_search_form($echo = true) {
	$form = apply_filters('get_product_search_form', '<form role="search" method="get" class="woocommerce-product-search" action="' . esc_url(home_url('/')) . '">'
		. '<label class="screen-reader-text" for="woocommerce-product-search-field-0">Rechercher :</label>'
		. '<input type="search" id="woocommerce-product-search-field-0" class="search-field" placeholder="Rechercher des produits…" value="" name="s" />'
		. '<button type="submit" value="Recherche">Recherche</button><input type="hidden" name="post_type" value="product" /></form>');
	if (!$echo) {
		return $form;
	}
	echo $form;
}

/** The mini cart's content: the lines with their removal links, the subtotal. */
function woocommerce_mini_cart(): void {
	$lines = WC()->cart->get_cart();
	if (!$lines) {
		echo '<p class="woocommerce-mini-cart__empty-message">Votre panier est vide.</p>';
		return;
	}
	echo '<ul class="woocommerce-mini-cart cart_list product_list_widget">';
	foreach ($lines as $key => $line) {
		printf('<li class="woocommerce-mini-cart-item mini_cart_item"><a href="%s" class="remove remove_from_cart_button" aria-label="Retirer cet article" data-product_id="%d" data-cart_item_key="%s">×</a>%s <span class="quantity">%d × %s</span></li>',
			esc_url(add_query_arg('remove_item', $key, wc_get_cart_url())), $line['product_id'], esc_attr($key), esc_html($line['data']->get_name()),
			$line['quantity'], wc_price((float) $line['data']->get_price()));
	}
	echo '</ul><p class="woocommerce-mini-cart__total total"><strong>Sous-total :</strong> ', WC()->cart->get_total(), '</p>';
}

/** WC_Widget_Cart: an empty box its cart-fragments.js fills after load, hidden on the cart and checkout pages. */
class WC_Widget_Cart extends WP_Widget {
	public function __construct() {
		parent::__construct('woocommerce_widget_cart', 'Panier');
	}
	public function widget($args, $instance) {
		if (is_cart() || is_checkout()) {
			return;
		}
		echo $args['before_widget'] ?? '', '<h2 class="widget-title">', esc_html($instance['title'] ?? 'Panier'), '</h2>',
			'<div class="widget_shopping_cart_content"></div>', $args['after_widget'] ?? '';
	}
}
add_action('widgets_init', static fn() => register_widget('WC_Widget_Cart'));
