/**
 * One post per page for the form that holds the card: once a submission went to the shop (nothing prevented it, so the
 * browser is leaving with it), a second click, Enter pressed again or the card form's own resubmission would post the
 * order, and charge the card, a second time. Later submissions are stopped and the form stays blocked as
 * `processing` until the page goes. It is released when the page comes back from the back-forward cache, or after
 * `releaseAfterMs` should the browser never leave (a stopped load): a form never stays stuck.
 */
export function guardSubmissions(form: HTMLFormElement, block: () => () => void, releaseAfterMs: number): () => void {
  let unblock: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const release = () => {
    clearTimeout(timer);
    unblock?.();
    unblock = null;
  };
  // First of all listeners (the window's capture phase): a submission after the one that went is stopped.
  const stopSecond = (event: SubmitEvent) => {
    if (event.target !== form || !unblock) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  // Last of all (the window's bubbling phase): no listener prevented this one, so the browser posts it.
  const noteSent = (event: SubmitEvent) => {
    if (event.target !== form || event.defaultPrevented || unblock) return;
    unblock = block();
    timer = setTimeout(release, releaseAfterMs);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) release();
  };
  window.addEventListener('submit', stopSecond, true);
  window.addEventListener('submit', noteSent);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    release();
    window.removeEventListener('submit', stopSecond, true);
    window.removeEventListener('submit', noteSent);
    window.removeEventListener('pageshow', onPageShow);
  };
}
