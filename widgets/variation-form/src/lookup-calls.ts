import { getVariation, probeVariation, type FormFields, type Variation } from '@vitrine/contract';
import { isAborted, send, shopperMessage } from '@vitrine/core';
import { choiceKey, choicesToAsk, isComplete, type Choice } from '@vitrine/product';
import type { FormMemory } from './state.ts';

/**
 * Server mode (§3.4 `false`, §7.1 `get_variation`). After each change of choice:
 * - the shopper's complete choice is looked up, the previous lookup aborted (transport supersedes it), even
 *   when a probe happens to be asking the same: the shopper's own lookup is the one that must stay current;
 * - then the choices that decide what each select offers are probed, a few at a time, so impossible options
 *   disappear as they would with the embedded list.
 * Every answer is kept for the page view and nothing answered is asked again. Probes still queued for an
 * earlier choice are dropped; probes already sent finish, as their answers stay true.
 */

export interface ServerForm {
  productId: number;
  options: Record<string, string[]>;
  customData: FormFields | undefined;
  memory: FormMemory;
}

/** Probes in flight at once: a row fills quickly, and the shopper's own lookup never waits behind them. */
const PROBES_AT_ONCE = 3;

interface Probing {
  queue: Choice[];
  running: number;
  /** Keys of the probes on their way. */
  probing: Set<string>;
  /** Key of the shopper's lookup on its way, if any. */
  lookup: string | null;
}

const probing = new WeakMap<FormMemory, Probing>();

function stateOf(memory: FormMemory): Probing {
  let state = probing.get(memory);
  if (!state) {
    state = { queue: [], running: 0, probing: new Set(), lookup: null };
    probing.set(memory, state);
  }
  return state;
}

function remember(memory: FormMemory, key: string, answer: Variation | null): void {
  memory.$answers.set(new Map(memory.$answers.get()).set(key, answer));
}

function lookUp(form: ServerForm, chosen: Choice, key: string, state: Probing): void {
  const { memory } = form;
  if (memory.$failure.get()?.key === key) memory.$failure.set(null);
  state.lookup = key;
  send(getVariation(form.productId, chosen, form.customData))
    .then((answer) => remember(memory, key, answer))
    .catch((error: unknown) => {
      // An aborted lookup was superseded by the shopper's next choice: nothing to say.
      if (!isAborted(error)) memory.$failure.set({ key, message: shopperMessage(error) });
    })
    .finally(() => {
      if (state.lookup === key) state.lookup = null;
    });
}

function pump(form: ServerForm): void {
  const state = stateOf(form.memory);
  while (state.running < PROBES_AT_ONCE && state.queue.length > 0) {
    const choice = state.queue.shift()!;
    const key = choiceKey(form.options, choice);
    if (form.memory.$answers.get().has(key) || state.probing.has(key) || state.lookup === key) continue;
    state.running++;
    state.probing.add(key);
    send(probeVariation(form.productId, choice, form.customData))
      .then((answer) => remember(form.memory, key, answer))
      // A failed probe only leaves its option offered, as without the probe.
      .catch(() => undefined)
      .finally(() => {
        state.running--;
        state.probing.delete(key);
        pump(form);
      });
  }
}

/** Asks the server what `chosen` needs; answers land in the form's memory. */
export function askServer(form: ServerForm, chosen: Choice): void {
  const state = stateOf(form.memory);
  const known = form.memory.$answers.get();
  if (isComplete(Object.keys(form.options), chosen)) {
    const key = choiceKey(form.options, chosen);
    // Already on its way (the element remounted on the same choice): that answer will do.
    if (!known.has(key) && state.lookup !== key) lookUp(form, chosen, key, state);
  }
  state.queue = choicesToAsk(form.options, chosen);
  pump(form);
}
