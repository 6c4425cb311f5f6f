<?php
// Cart_Snapshot is pure: no WordPress needed.
require __DIR__ . '/assert.php';
require __DIR__ . '/../../includes/class-cart-snapshot.php';

use Vitrine\Cart_Snapshot;

$format = static fn(float $amount): string => number_format($amount, 2, '.', "'") . "\u{a0}CHF";
$reward = ['progress' => 0.5, 'threshold' => ['formatted' => '100.00 CHF', 'raw' => 100.0],
	'remaining' => ['formatted' => '50.00 CHF', 'raw' => 50.0], 'achieved' => false, 'message' => 'Plus que 50.00 CHF'];
$empty = ['hash' => '', 'count' => 0, 'lines' => [], 'subtotal' => 0.0, 'discount' => 0.0, 'total' => 0.0, 'coupons' => [],
	'upsells' => [], 'needs_payment' => false];

$snapshot = Cart_Snapshot::build($empty, $format, $reward);
same(null, $snapshot['reward'], 'an empty cart shows no reward bar');
same('[]', json_encode($snapshot['items']), 'no items: an empty list');

$line = ['key' => 'abc', 'product_id' => 7, 'variation_id' => 9, 'name' => 'Pull', 'link' => '/pull/?attribute_pa_taille=s',
	'image' => ['src' => '/pull.jpg', 'alt' => 'Pull bleu', 'extra' => 'x'], 'attributes' => [], 'quantity' => 3.0, 'min' => 1.0,
	'max' => null, 'step' => 1.0, 'sold_individually' => false, 'unit_price' => 19.9, 'line_price' => 59.7];
$cart = ['hash' => 'h1', 'count' => 3, 'lines' => [$line, ['attributes' => ['Taille' => 'S'], 'key' => 'def'] + $line],
	'subtotal' => 119.4, 'discount' => 10.005, 'total' => 109.395, 'coupons' => ['BIENVENUE' => 10.005, '2024' => 1.0],
	'upsells' => [['product_id' => 3, 'name' => 'Bonnet', 'link' => '/bonnet/', 'image' => null, 'price' => 15.0, 'needs_options' => true]],
	'needs_payment' => true];
$snapshot = Cart_Snapshot::build($cart, $format, $reward);
$json = json_decode(json_encode($snapshot), true);
same('{}', json_encode($snapshot['items'][0]['attributes']), 'no attributes: an object, as the contract wants');
same(['Taille' => 'S'], $json['items'][1]['attributes'], 'attributes keep their labels');
same(['src' => '/pull.jpg', 'alt' => 'Pull bleu'], $json['items'][0]['image'], 'an image is src and alt only');
same(['value' => 3.0, 'min' => 1.0, 'max' => null, 'step' => 1.0], $snapshot['items'][0]['quantity'], 'quantity rules');
same(['formatted' => "59.70\u{a0}CHF", 'raw' => 59.7], $snapshot['items'][0]['linePrice'], 'line price as money');
same(10.01, $snapshot['discount']['raw'], 'amounts rounded to centimes');
same([['code' => 'BIENVENUE', 'discount' => ['formatted' => "10.01\u{a0}CHF", 'raw' => 10.01]],
	['code' => '2024', 'discount' => ['formatted' => "1.00\u{a0}CHF", 'raw' => 1.0]]], $snapshot['coupons'],
	'coupons in order, a numeric code still a string');
same($reward, $snapshot['reward'], 'the reward bar when the cart has lines');
same(['productId' => 3, 'name' => 'Bonnet', 'link' => '/bonnet/', 'image' => null,
	'price' => ['formatted' => "15.00\u{a0}CHF", 'raw' => 15.0], 'needsOptions' => true], $snapshot['upsells'][0], 'upsell');
same(['formatted' => "109.40\u{a0}CHF", 'raw' => 109.4], $snapshot['itemsTotal'], 'the items after discounts, before shipping');
same(['hash', 'count', 'items', 'subtotal', 'discount', 'itemsTotal', 'total', 'coupons', 'reward', 'upsells', 'needsPayment'],
	array_keys($snapshot), 'the contract’s keys, nothing else');
