<?php
namespace Vitrine;

/**
 * The reward bar of the cart snapshot (packages/contract RewardProgress) from the shop owner's threshold: how far the
 * cart's items (after discounts, before shipping) are from it, and the owner's words. Pure, so the PHP tests check it
 * without WordPress.
 */
final class Cart_Reward {
	/**
	 * @param callable(float): string $format an amount as the shop prints it
	 * @param string $message while short of the threshold; `%s` is the amount still missing
	 * @return array{progress: float, threshold: array, remaining: array, achieved: bool, message: string}|null
	 */
	public static function build(?float $threshold, float $items_total, callable $format, string $message, string $achieved_message): ?array {
		if ($threshold === null || $threshold <= 0) {
			return null;
		}
		$remaining = max(0.0, round($threshold - $items_total, 2));
		$achieved = $remaining <= 0.0;
		$money = static fn(float $amount): array => ['formatted' => $format($amount), 'raw' => round($amount, 2)];
		// The owner's words are text: a `%` of theirs is not a format, only `%s` is replaced.
		$text = $achieved ? $achieved_message : str_replace('%s', $format($remaining), $message);
		return [
			'progress' => round(min(1.0, max(0.0, $items_total / $threshold)), 4),
			'threshold' => $money($threshold),
			'remaining' => $money($remaining),
			'achieved' => $achieved,
			'message' => trim(strip_tags($text)),
		];
	}
}
