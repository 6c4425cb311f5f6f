<?php
namespace Vitrine;

/**
 * The `script#fk-cart-state` snapshot (packages/contract/src/cart-state.ts): Vitrine's own fragment, which no stock
 * server sends. Built from the adapter's plain cart numbers; pure, so the PHP tests check it without WordPress.
 */
final class Cart_Snapshot {
	public const SELECTOR = 'script#fk-cart-state';
	public const ID = 'fk-cart-state';

	/**
	 * @param array<string, mixed> $cart WooCommerce::cart()
	 * @param callable(float): string $format an amount as the shop prints it
	 * @param array<string, mixed>|null $reward the reward bar (RewardProgress), when the shop has one
	 * @return array<string, mixed>
	 */
	public static function build(array $cart, callable $format, ?array $reward = null): array {
		$money = static fn(float $amount): array => ['formatted' => $format($amount), 'raw' => round($amount, 2)];
		$image = static fn(?array $img): ?array => $img ? ['src' => (string) $img['src'], 'alt' => (string) $img['alt']] : null;
		$items = [];
		foreach ($cart['lines'] as $line) {
			$items[] = [
				'cartKey' => $line['key'],
				'productId' => $line['product_id'],
				'variationId' => $line['variation_id'],
				'name' => $line['name'],
				'link' => $line['link'],
				'image' => $image($line['image']),
				// An empty PHP array would encode as [] where the contract wants an object.
				'attributes' => (object) $line['attributes'],
				'quantity' => ['value' => $line['quantity'], 'min' => $line['min'], 'max' => $line['max'], 'step' => $line['step']],
				'soldIndividually' => $line['sold_individually'],
				'unitPrice' => $money($line['unit_price']),
				'linePrice' => $money($line['line_price']),
			];
		}
		$coupons = [];
		foreach ($cart['coupons'] as $code => $amount) {
			$coupons[] = ['code' => (string) $code, 'discount' => $money($amount)];
		}
		$upsells = [];
		foreach ($cart['upsells'] as $upsell) {
			$upsells[] = [
				'productId' => $upsell['product_id'],
				'name' => $upsell['name'],
				'link' => $upsell['link'],
				'image' => $image($upsell['image']),
				'price' => $money($upsell['price']),
				'needsOptions' => $upsell['needs_options'],
			];
		}
		return [
			'hash' => $cart['hash'],
			'count' => $cart['count'],
			'items' => $items,
			'subtotal' => $money($cart['subtotal']),
			'discount' => $money($cart['discount']),
			// The header's figure, as FunnelKit Cart's cookie has it: WooCommerce's total may include the shipping
			// it estimated for the shopper's default address.
			'itemsTotal' => $money($cart['subtotal'] - $cart['discount']),
			'total' => $money($cart['total']),
			'coupons' => $coupons,
			'reward' => $cart['lines'] ? $reward : null,
			'upsells' => $upsells,
			'needsPayment' => $cart['needs_payment'],
		];
	}
}
