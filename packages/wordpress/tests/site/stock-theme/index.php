<?php
/**
 * A classic theme's WooCommerce pages, laid out as WooCommerce's own templates (archive-product.php,
 * content-single-product.php, cart.php) run their actions, and nothing of Vitrine: no tag, no Vitrine function. The
 * header cart is the shop owner's menu item; the search form and the cart widget sit in the sidebar.
 */
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo('charset'); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<header>
	<a href="<?php echo esc_url(home_url('/')); ?>"><?php bloginfo('name'); ?></a>
	<?php wp_nav_menu(['theme_location' => 'primary', 'container' => 'nav', 'fallback_cb' => false]); ?>
</header>
<main>
<?php if (is_shop()) : ?>
	<h1>Boutique</h1>
	<?php do_action('woocommerce_before_shop_loop'); ?>
	<?php woocommerce_product_loop_start(); ?>
	<?php foreach (get_posts(['post_type' => 'product', 'numberposts' => 3, 'orderby' => 'ID', 'order' => 'ASC']) as $post) :
		$item = wc_get_product($post); ?>
		<li class="product">
			<a href="<?php echo esc_url(get_permalink($post)); ?>"><h2 class="woocommerce-loop-product__title"><?php echo esc_html($item->get_name()); ?></h2></a>
			<?php echo wc_price((float) $item->get_price()); ?>
			<a href="<?php echo esc_url(add_query_arg('add-to-cart', $post->ID)); ?>" data-quantity="1" data-product_id="<?php echo esc_attr((string) $post->ID); ?>"
				class="button add_to_cart_button ajax_add_to_cart" rel="nofollow">Ajouter au panier</a>
		</li>
	<?php endforeach; ?>
	<?php woocommerce_product_loop_end(); ?>
<?php elseif (is_product()) : the_post(); $GLOBALS['product'] = wc_get_product(get_the_ID()); ?>
	<?php do_action('woocommerce_before_single_product'); ?>
	<div id="product-<?php the_ID(); ?>" class="product">
		<?php do_action('woocommerce_before_single_product_summary'); ?>
		<div class="summary entry-summary">
			<h1 class="product_title entry-title"><?php the_title(); ?></h1>
			<?php do_action('woocommerce_single_product_summary'); ?>
		</div>
		<?php do_action('woocommerce_after_single_product_summary'); ?>
	</div>
<?php elseif (is_cart()) : ?>
	<div class="woocommerce">
		<?php do_action(WC()->cart->is_empty() ? 'woocommerce_cart_is_empty' : 'woocommerce_before_cart'); ?>
		<p class="cart-empty woocommerce-info">Votre panier.</p>
	</div>
<?php else : while (have_posts()) : the_post(); ?>
	<h1><?php the_title(); ?></h1>
	<?php the_content(); ?>
<?php endwhile; endif; ?>
</main>
<aside>
	<?php get_product_search_form(); ?>
	<?php the_widget('WC_Widget_Cart', ['title' => 'Votre panier'], ['before_widget' => '<section class="widget woocommerce widget_shopping_cart">', 'after_widget' => '</section>']); ?>
</aside>
<?php wp_footer(); ?>
</body>
</html>
