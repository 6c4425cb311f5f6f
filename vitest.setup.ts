import { vi } from 'vitest';

// A wait in a unit test is for something asynchronous to happen (an element to mount, a call to be sent), never a
// timing assertion. vitest's default of 1 s is too short on a busy machine: a clean-clone `pnpm test` at load
// average 14 saw a product gallery, whose carousel comes as a chunk of its own, take longer to mount. 10 s, which a
// passing test never waits for.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  waitFor(callback, { timeout: 10_000, ...(typeof options === 'number' ? { timeout: options } : options) })) as typeof vi.waitFor;
