<?php
// A block theme's product page prints the gallery and the tabs through WooCommerce's blocks (product-image-gallery,
// product-details), each the classic markup inside the block's own box: the tag goes inside the box.
require __DIR__ . '/assert.php';
load_wordpress();

$gallery = '<div class="wp-block-woocommerce-product-image-gallery alignwide"><div class="woocommerce-product-gallery images"><img src="a.png" /></div></div>';
same('<div class="wp-block-woocommerce-product-image-gallery alignwide"><fk-product-gallery><div class="woocommerce-product-gallery images"><img src="a.png" /></div></fk-product-gallery></div>',
	apply_filters('render_block_woocommerce/product-image-gallery', $gallery, ['blockName' => 'woocommerce/product-image-gallery']), 'the gallery block');
$details = "<div class=\"wp-block-woocommerce-product-details\">\n<div class=\"woocommerce-tabs wc-tabs-wrapper\"></div>\n</div>";
same("<div class=\"wp-block-woocommerce-product-details\"><fk-product-tabs>\n<div class=\"woocommerce-tabs wc-tabs-wrapper\"></div>\n</fk-product-tabs></div>",
	apply_filters('render_block_woocommerce/product-details', $details, ['blockName' => 'woocommerce/product-details']), 'the details block');
$own = '<div class="wp-block-woocommerce-product-details"><fk-product-tabs><div class="woocommerce-tabs"></div></fk-product-tabs></div>';
same($own, apply_filters('render_block_woocommerce/product-details', $own, []), 'a block the theme wrapped itself is left alone');
same('', apply_filters('render_block_woocommerce/product-image-gallery', '', []), 'an empty block gets no tag');
add_filter('vitrine_wrap_parts', static fn(array $parts): array => ['gallery' => false] + $parts);
same($gallery, apply_filters('render_block_woocommerce/product-image-gallery', $gallery, []), 'the gallery part switched off');
