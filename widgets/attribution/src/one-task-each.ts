/**
 * Work queued to run one step per task, in order. On a phone (4× CPU) recording a page view takes 30–50 ms, each
 * cookie written being a round trip to the browser's cookie store; run with the chunk's evaluation and the checkout's
 * fields it made one task of 50–110 ms, long enough to hold back a tap (docs/performance.md). A step's own error is
 * reported and the next step still runs.
 */
const pending: Array<() => void> = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function runStep(step: () => void): void {
  try {
    step();
  } catch (error) {
    console.error('[vitrine] <fk-attribution> a échoué', error);
  }
}

function runNext(): void {
  timer = undefined;
  const step = pending.shift();
  if (step) runStep(step);
  if (pending.length) timer = setTimeout(runNext);
}

/** Queues `steps` after what is already queued, each in a task of its own. */
export function later(...steps: Array<() => void>): void {
  pending.push(...steps);
  timer ??= setTimeout(runNext);
}

/** Runs what is still queued, now: the page is going, or its checkout is being sent. */
export function runPending(): void {
  clearTimeout(timer);
  timer = undefined;
  for (let step = pending.shift(); step; step = pending.shift()) runStep(step);
}
