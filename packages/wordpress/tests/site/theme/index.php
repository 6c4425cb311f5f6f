<?php
/** One template for every page: header cart link and product search, notices, the listing or the content, WooCommerce's mini cart. */
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
	<fk-cart-count><a class="fkcart-mini-open" href="<?php echo esc_url(wc_get_cart_url()); ?>">Panier
		(<span data-fk-cart-count><?php echo esc_html((string) WC()->cart->get_cart_contents_count()); ?></span>)</a></fk-cart-count>
	<?php get_product_search_form(); ?>
</header>
<main>
<?php if (is_shop()) : ?>
	<fk-add-to-cart><ul class="products">
	<?php foreach (get_posts(['post_type' => 'product', 'numberposts' => 10, 'orderby' => 'ID', 'order' => 'ASC']) as $post) :
		$product = wc_get_product($post); ?>
		<li class="product">
			<a href="<?php echo esc_url(get_permalink($post)); ?>"><h2 class="woocommerce-loop-product__title"><?php echo esc_html($product->get_name()); ?></h2></a>
			<?php echo wc_price((float) $product->get_price()); ?>
			<a href="<?php echo esc_url(add_query_arg('add-to-cart', $post->ID)); ?>" data-quantity="1" data-product_id="<?php echo esc_attr((string) $post->ID); ?>"
				class="button add_to_cart_button ajax_add_to_cart" rel="nofollow">Ajouter au panier</a>
		</li>
	<?php endforeach; ?>
	</ul></fk-add-to-cart>
<?php else : while (have_posts()) : the_post(); ?>
	<h1><?php the_title(); ?></h1>
	<?php the_content(); ?>
<?php endwhile; endif; ?>
	<fk-mini-cart><div class="widget_shopping_cart_content"></div></fk-mini-cart>
</main>
<?php wp_footer(); ?>
</body>
</html>
