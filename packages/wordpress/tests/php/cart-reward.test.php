<?php
// Cart_Reward is pure: no WordPress needed.
require __DIR__ . '/assert.php';
require __DIR__ . '/../../includes/class-cart-reward.php';

use Vitrine\Cart_Reward;

$format = static fn(float $amount): string => number_format($amount, 2, '.', "'") . "\u{a0}CHF";
$build = static fn(?float $threshold, float $total, string $message = 'Plus que %s pour la livraison offerte') =>
	Cart_Reward::build($threshold, $total, $format, $message, 'La livraison est offerte !');

same(null, $build(null, 50.0), 'no threshold, no reward bar');
same(null, $build(0.0, 50.0), 'a zero threshold is none');
same([
	'progress' => 0.245,
	'threshold' => ['formatted' => "100.00\u{a0}CHF", 'raw' => 100.0],
	'remaining' => ['formatted' => "75.50\u{a0}CHF", 'raw' => 75.5],
	'achieved' => false,
	'message' => "Plus que 75.50\u{a0}CHF pour la livraison offerte",
], $build(100.0, 24.5), 'short of the threshold');
$reached = $build(100.0, 131.75);
same([1.0, 0.0, true, 'La livraison est offerte !'], [$reached['progress'], $reached['remaining']['raw'], $reached['achieved'], $reached['message']], 'past it');
same(true, $build(100.0, 100.0)['achieved'], 'exactly at it');
same(0.0, $build(100.0, 0.0)['progress'], 'an empty cart starts at 0');
// The owner's words are text: a stray % is not a format, tags are dropped.
same("Encore 90.00\u{a0}CHF (-10 %)", $build(100.0, 10.0, '<b>Encore</b> %s (-10 %)')['message'], 'only %s is replaced');
