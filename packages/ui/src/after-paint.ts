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
