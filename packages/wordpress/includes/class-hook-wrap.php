<?php
namespace Vitrine;

/**
 * Wraps what a WooCommerce template prints between two points of its actions (from one hook and priority to another)
 * in one of Vitrine's tags. Everything those actions print, at every priority, is held in output buffers and the
 * choice is made once it is all known: markup that already holds the tag (a theme that printed it itself, on the same
 * actions) is printed as it came, and so is an empty region. Nothing else of the page is touched.
 *
 * The four steps: the first hook's first priority starts holding; `from` and `to` cut the output into what comes
 * before, the region and what comes after; the last hook's last priority prints the three, the region wrapped.
 */
final class Hook_Wrap {
	private const IDLE = 0;
	/** @var list<string> before, region, after */
	private array $segments = [];
	private int $step = self::IDLE;
	private int $level = 0;

	/**
	 * @param array{0: string, 1: int} $from hook and priority where the region starts
	 * @param array{0: string, 1: int} $to hook and priority where it ends
	 * @param callable(): bool $wanted asked each time the first hook runs: wrap this time?
	 */
	public function __construct(private Tags $tags, private string $tag, private array $from, private array $to, private $wanted) {
	}

	public function register(): void {
		add_action($this->from[0], [$this, 'hold'], PHP_INT_MIN);
		add_action($this->from[0], [$this, 'cut'], $this->from[1]);
		add_action($this->to[0], [$this, 'cut'], $this->to[1]);
		add_action($this->to[0], [$this, 'release'], PHP_INT_MAX);
	}

	public function hold(): void {
		if ($this->step !== self::IDLE || !($this->wanted)()) {
			return;
		}
		ob_start();
		$this->level = ob_get_level();
		$this->segments = [];
		$this->step = 1;
	}

	public function cut(): void {
		if ($this->step === self::IDLE || $this->step > 2) {
			return;
		}
		if (!$this->take()) {
			return;
		}
		ob_start();
		$this->step++;
	}

	public function release(): void {
		if ($this->step !== 3 || !$this->take()) {
			return;
		}
		[$before, $region, $after] = $this->segments;
		$this->step = self::IDLE;
		$this->segments = [];
		$untouched = trim($region) === '' || Tags::holds($before . $region . $after, $this->tag);
		echo $before, $untouched ? $region : $this->tags->wrap($this->tag, $region), $after;
	}

	/**
	 * The buffer this class opened, if it is still the innermost one. Code that left a buffer open or closed ours
	 * between two steps would make the cut wrong: then what is held is printed as it is and the wrapping given up.
	 */
	private function take(): bool {
		if (ob_get_level() !== $this->level) {
			echo implode('', $this->segments);
			$this->segments = [];
			$this->step = self::IDLE;
			return false;
		}
		$this->segments[] = (string) ob_get_clean();
		return true;
	}
}
