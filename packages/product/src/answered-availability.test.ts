import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { answeredAvailability, choiceKey, choicesToAsk } from './answered-availability.ts';
import { optionAvailability, variationState, type Choice, type VariationLike } from './variations.ts';
import { variation } from './testing.ts';

const POINTURE = 'attribute_pa_pointure';
const COULEUR = 'attribute_pa_couleur';
const SOCKS: Record<string, string[]> = { [POINTURE]: ['36', '37', '40'], [COULEUR]: ['rouge', 'bleu', 'noir'] };
const socks = (pointure = '', couleur = ''): Choice => ({ [POINTURE]: pointure, [COULEUR]: couleur });

/** What the demo store's get_variation answers: the variation a complete choice selects, or null. */
function answersFrom(variations: VariationLike[], options: Record<string, readonly string[]>, choices: Choice[]) {
  const answers = new Map<string, VariationLike | null>();
  for (const choice of choices) {
    const state = variationState(variations, options, choice);
    answers.set(choiceKey(options, choice), state.kind === 'found' ? state.variation : null);
  }
  return answers;
}

describe('choiceKey', () => {
  it('does not depend on the order of the choice’s entries, nor on extra names', () => {
    expect(choiceKey(SOCKS, { [COULEUR]: 'bleu', [POINTURE]: '40' })).toBe(choiceKey(SOCKS, socks('40', 'bleu')));
    expect(choiceKey(SOCKS, { ...socks('40', 'bleu'), quantity: '2' })).toBe(choiceKey(SOCKS, socks('40', 'bleu')));
    expect(choiceKey(SOCKS, socks('40', 'bleu'))).not.toBe(choiceKey(SOCKS, socks('40', 'noir')));
  });
});

describe('choicesToAsk', () => {
  it('asks nothing while two attributes are open', () => {
    expect(choicesToAsk(SOCKS, socks())).toEqual([]);
  });

  it('asks every option of the one open attribute', () => {
    expect(choicesToAsk(SOCKS, socks('36'))).toEqual([socks('36', 'rouge'), socks('36', 'bleu'), socks('36', 'noir')]);
  });

  it('asks both rows once everything is chosen, the current choice once', () => {
    const asks = choicesToAsk(SOCKS, socks('36', 'bleu'));
    expect(asks).toHaveLength(5);
    expect(new Set(asks.map((c) => choiceKey(SOCKS, c))).size).toBe(5);
    expect(asks).toContainEqual(socks('36', 'bleu'));
  });
});

describe('answeredAvailability (journey 10)', () => {
  const list = [
    variation(1, socks('36', 'rouge')),
    variation(2, socks('36', 'bleu'), { variation_is_active: false }),
    variation(3, socks('36', 'noir'), { variation_is_visible: false, is_purchasable: false }),
    variation(4, socks('37', '')),
  ];

  it('offers everything until the server has said otherwise', () => {
    expect(answeredAvailability(SOCKS, socks('36'), new Map())).toEqual({
      [POINTURE]: { 36: 'available', 37: 'available', 40: 'available' },
      [COULEUR]: { rouge: 'available', bleu: 'available', noir: 'available' },
    });
  });

  it('hides options answered with nothing or an invisible variation, disables inactive ones', () => {
    const answers = answersFrom(list, SOCKS, choicesToAsk(SOCKS, socks('36')));
    expect(answeredAvailability(SOCKS, socks('36'), answers)[COULEUR]).toEqual({ rouge: 'available', bleu: 'disabled' });
  });

  it('keeps answers about other rows out of an undecidable select', () => {
    const answers = answersFrom(list, SOCKS, choicesToAsk(SOCKS, socks('36')));
    expect(answeredAvailability(SOCKS, socks(), answers)[COULEUR]).toEqual({ rouge: 'available', bleu: 'available', noir: 'available' });
    expect(answeredAvailability(SOCKS, socks('40'), answers)[COULEUR]).toEqual({ rouge: 'available', bleu: 'available', noir: 'available' });
  });

  it('shows the same options as the local rule once every decisive choice is answered', () => {
    const names = [POINTURE, COULEUR];
    const attrs: fc.Arbitrary<Choice> = fc.record({
      [POINTURE]: fc.constantFrom('', ...SOCKS[POINTURE]!),
      [COULEUR]: fc.constantFrom('', ...SOCKS[COULEUR]!),
    });
    const variations = fc.array(fc.record({ attributes: attrs, variation_is_active: fc.boolean(), variation_is_visible: fc.boolean() }), { maxLength: 8 });
    fc.assert(
      fc.property(variations, attrs, (rows, chosen) => {
        const list = rows.map((r, i) => variation(i + 1, r.attributes, r));
        const answers = answersFrom(list, SOCKS, choicesToAsk(SOCKS, chosen));
        const server = answeredAvailability(SOCKS, chosen, answers);
        const local = optionAvailability(list, SOCKS, chosen);
        for (const name of names) {
          const other = names.find((n) => n !== name)!;
          if (chosen[other] === '') expect(Object.keys(server[name]!)).toEqual(SOCKS[name]);
          else expect(Object.keys(server[name]!).sort()).toEqual(Object.keys(local[name]!).sort());
        }
      }),
    );
  });
});
