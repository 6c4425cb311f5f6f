/**
 * Server mode (§3.4: the variation list is `false` above 30 variations, §7.1 `get_variation`). WooCommerce
 * then stops pruning the selects; here they stay right by asking the server about the complete choices
 * that decide each select, and by keeping every answer for the rest of the page view.
 */
import { emptyRecord, isComplete, valueOf, type Choice, type OptionState, type VariationLike } from './variations.ts';

/** Options per attribute, in display order (as for {@link optionAvailability}). */
export type AttributeOptions = Record<string, readonly string[]>;

/** The server's answers so far, by {@link choiceKey}: the variation it matched, or null for none. */
export type Answers = ReadonlyMap<string, VariationLike | null>;

/** A choice as a stable key over the product's attributes, whatever the order of its entries. */
export function choiceKey(options: AttributeOptions, chosen: Choice): string {
  return Object.keys(options)
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(valueOf(chosen, name))}`)
    .join('&');
}

/** Attributes whose siblings are all chosen: the server can say which of their options combine. */
function decidable(options: AttributeOptions, chosen: Choice): string[] {
  const names = Object.keys(options);
  return names.filter((name) =>
    isComplete(
      names.filter((other) => other !== name),
      chosen,
    ),
  );
}

/**
 * The complete choices worth asking about for `chosen`: for every decidable attribute, one per option.
 * The current choice itself is among them once it is complete. No duplicates.
 */
export function choicesToAsk(options: AttributeOptions, chosen: Choice): Choice[] {
  const asks = new Map<string, Choice>();
  for (const name of decidable(options, chosen)) {
    for (const value of options[name] ?? []) {
      if (value === '') continue;
      const choice = { ...chosen, [name]: value };
      asks.set(choiceKey(options, choice), choice);
    }
  }
  return [...asks.values()];
}

/**
 * What each select offers in server mode, in {@link optionAvailability}'s shape:
 * - for a decidable attribute, an option whose choice was answered with no variation, or with an invisible
 *   one (no price), is hidden; with an inactive one, disabled; an option not answered yet stays available;
 * - any other attribute offers all its options, as nothing can be known without the variation list.
 */
export function answeredAvailability(options: AttributeOptions, chosen: Choice, answers: Answers): Record<string, Record<string, OptionState>> {
  const known = new Set(decidable(options, chosen));
  const result = emptyRecord<Record<string, OptionState>>();
  for (const [name, values] of Object.entries(options)) {
    const offered = emptyRecord<OptionState>();
    for (const value of values) {
      if (value === '') continue;
      const answer = known.has(name) ? answers.get(choiceKey(options, { ...chosen, [name]: value })) : undefined;
      if (answer === undefined) offered[value] = 'available';
      else if (answer?.variation_is_visible) offered[value] = answer.variation_is_active ? 'available' : 'disabled';
    }
    result[name] = offered;
  }
  return result;
}
