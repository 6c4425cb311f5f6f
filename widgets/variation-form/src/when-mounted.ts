/**
 * (Here, not in core, while the product form is its only user: every page would fetch it with the runtime.)
 * Waits for an element of the page whose chunk is still on its way (loading strategies: idle, visible, intent) to
 * mount. A widget that must hand something to another synchronously, through a DOM event the other listens for once
 * mounted, asks this first: a shopper quicker than the chunk would otherwise miss the other widget altogether.
 * Resolves true once an element with this tag has mounted (`data-vitrine-ready`, set after its effects ran), false
 * at once when the page has none or it failed to load (`data-vitrine-failed`), and false after `timeoutMs`.
 */
export function whenMounted(tag: string, timeoutMs: number): Promise<boolean> {
  const state = (): boolean | null => {
    const elements = [...document.querySelectorAll(tag)];
    if (elements.some((el) => el.hasAttribute('data-vitrine-ready'))) return true;
    if (elements.every((el) => el.hasAttribute('data-vitrine-failed'))) return false;
    return null;
  };
  const now = state();
  if (now !== null) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (result: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(result);
    };
    const observer = new MutationObserver(() => {
      const next = state();
      if (next !== null) done(next);
    });
    observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-vitrine-ready', 'data-vitrine-failed'] });
    const timer = setTimeout(() => done(false), timeoutMs);
  });
}
