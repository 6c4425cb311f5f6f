/** An animation's duration, or 0 when the shopper asked the system for reduced motion. */
export function motionMs(ms: number): number {
  const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 0 : ms;
}
