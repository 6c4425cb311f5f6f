<?php
namespace Vitrine;

/**
 * Vitrine's tags as this page prints them: whether the shop owner has their widget on, their opening markup with the
 * loading strategy chosen for their family (`data-vitrine-load`), and which of them the page already has. A tag that
 * wraps a region (notices) belongs once on a page: a second would show every message twice.
 */
final class Tags {
	/** @var array<string, true> */
	private array $printed = [];

	public function __construct(private Settings $settings = new Settings()) {
	}

	/** The shop owner has this tag's widget on (WooCommerce → Réglages → Vitrine). */
	public function on(string $tag): bool {
		return $this->settings->tag_on($tag);
	}

	/** `<fk-…>` with the attributes the tag needs on this shop. */
	public function open(string $tag): string {
		$strategy = $this->settings->load_strategy($tag);
		return '<' . $tag . ($strategy === null ? '' : ' data-vitrine-load="' . esc_attr($strategy) . '"') . '>';
	}

	public function close(string $tag): string {
		return '</' . $tag . '>';
	}

	/** `$html` inside the tag, noted as printed. */
	public function wrap(string $tag, string $html): string {
		$this->printed[$tag] = true;
		return $this->open($tag) . $html . $this->close($tag);
	}

	public function mark_printed(string $tag): void {
		$this->printed[$tag] = true;
	}

	public function printed(string $tag): bool {
		return isset($this->printed[$tag]);
	}

	/** Whether `$html` already holds the tag: a theme's template or hook printed it, and it is not wrapped again. */
	public static function holds(string $html, string $tag): bool {
		return preg_match('/<' . preg_quote($tag, '/') . '[\s>\/]/i', $html) === 1;
	}
}
