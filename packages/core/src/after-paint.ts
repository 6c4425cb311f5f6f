/**
 * Runs `callback` once the browser has painted what the current task changed: at the frame after the next one, whose
 * callbacks run only once the next frame is on screen. Work that reads layout or restyles the whole page belongs
 * here rather than in an input's own task, where it would delay the paint that answers the input; waiting for a
 * frame rather than a task keeps the delay to one frame, whatever tasks are queued meanwhile. The returned function
 * cancels the callback if it has not run yet (calling it later does nothing).
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => callback());
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * How long {@link nextPaint} waits for frames: a hidden tab draws none, and what waits for the paint must still run
 * there (an add made just before the shopper switched tabs).
 */
export const PAINT_WAIT_MS = 100;

/**
 * Resolves once what the current task changed is on screen (see {@link afterNextPaint}), or after
 * {@link PAINT_WAIT_MS} when no frame comes. Work an input starts but the shopper does not see at once (a request, a
 * neighbour widget's update) waits for it, so the input's own answer, a button's busy state, paints first.
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      cancel();
      clearTimeout(timer);
      resolve();
    };
    const cancel = afterNextPaint(done);
    const timer = setTimeout(done, PAINT_WAIT_MS);
  });
}
