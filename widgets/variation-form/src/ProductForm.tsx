import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ServerMarkup, t } from '@vitrine/core';
import { VariationPicker } from '@vitrine/ui/variation-picker';
import { addFromForm } from './add-calls.ts';
import { AddButton } from './AddButton.tsx';
import { raiseChanged, raiseChecking, raiseFormReady, raiseHidden, raiseShown } from './events.ts';
import { askServer } from './lookup-calls.ts';
import {
  addButtonState,
  availability,
  BLOCKED_MESSAGE,
  formState,
  NO_MATCH_MESSAGE,
  quantityLimits,
  quantityOnShow,
  shownKey,
  shownVariation,
  type ProductFormRules,
} from './model.ts';
import { showProductDetails } from './product-details.ts';
import { QuantityField } from './QuantityField.tsx';
import type { ProductFormMarkup } from './server-form.ts';
import { SingleVariation } from './SingleVariation.tsx';
import { formMemory } from './state.ts';

/**
 * The product page's add-to-cart form (§2.4, §2.5, §4.4, §5.2), rendered again from what the server printed:
 * variation selects, the single-variation area, quantity and button, with the same names, so the post works
 * as it did. State lives in the form's memory (nanostores), so a remount picks up where the shopper was.
 */
export function ProductForm({ markup }: { markup: ProductFormMarkup }) {
  const rules = useMemo<ProductFormRules>(
    () => ({
      options: Object.fromEntries(markup.attributes.map((a) => [a.name, a.options.map((o) => o.value)])),
      variations: markup.variations,
    }),
    [markup],
  );
  const memory = formMemory(markup.productId, { chosen: markup.initial, quantity: markup.quantity?.value ?? '1' });
  const chosen = useStore(memory.$chosen);
  const answers = useStore(memory.$answers);
  const failure = useStore(memory.$failure);
  const [alert, setAlert] = useState<string | null>(null);
  const [adding, setAdding] = useState<'idle' | 'loading' | 'added'>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);

  const state = formState(rules, chosen, answers, failure);
  const shown = shownVariation(state);
  const button = addButtonState(state);
  const key = shownKey(state);
  const variable = markup.variations !== null;

  useEffect(() => {
    if (markup.variations === false) {
      askServer({ productId: markup.productId, options: rules.options, customData: markup.customData, memory }, chosen);
    }
  }, [chosen, markup, rules, memory]);

  // WooCommerce's form events, once per page, and around each change of choice (not on a remount).
  const lastChosen = useRef(chosen);
  useEffect(() => {
    const form = formRef.current;
    if (!form || !variable || memory.announced.ready) return;
    memory.announced.ready = true;
    raiseFormReady(form, markup.variations);
  }, []);
  useEffect(() => {
    if (formRef.current && variable && lastChosen.current !== chosen) raiseChecking(formRef.current);
  }, [chosen]);

  // A new variation in view (or none): the page's details follow, and the quantity rule and the events run once
  // per change — not again when the element is moved and remounts.
  useEffect(() => {
    const form = formRef.current;
    if (!form || !variable) return;
    showProductDetails(form, shown);
    const previous = memory.announced.key;
    if (previous === key) return;
    memory.announced.key = key;
    if (shown) {
      // The field may have been set by a script since it was typed in: its own value counts.
      const value = quantityOnShow(shown, quantityRef.current?.value ?? memory.$quantity.get());
      memory.$quantity.set(value);
      if (quantityRef.current) quantityRef.current.value = value;
      raiseShown(form, shown, button === 'ready');
    } else if (previous !== null) {
      raiseHidden(form);
    }
  }, [key]);
  useEffect(() => {
    if (lastChosen.current === chosen) return;
    lastChosen.current = chosen;
    if (formRef.current && variable) raiseChanged(formRef.current);
  }, [chosen]);

  const choose = (name: string, value: string) => {
    memory.$chosen.set({ ...chosen, [name]: value });
    setAlert(null);
    setAdding('idle');
  };
  const reset = () => {
    memory.$chosen.set(Object.fromEntries(markup.attributes.map((a) => [a.name, ''])));
    setAlert(null);
    setAdding('idle');
  };
  const blocked = () => {
    if (button !== 'ready') setAlert(t(BLOCKED_MESSAGE[button]));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (button !== 'ready') return blocked();
    if (adding === 'loading') return;
    setAlert(null);
    setAdding('loading');
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const chosenVariation = state.kind === 'found' ? state.variation : null;
    void addFromForm(event.currentTarget, submitter, markup.productName, chosenVariation).then((added) => setAdding(added ? 'added' : 'idle'));
  };

  const limits = quantityLimits(
    { min: markup.quantity?.min ?? 1, max: markup.quantity?.max ?? null, step: markup.quantity?.step ?? '1', hidden: markup.quantity?.hidden ?? false },
    shown,
  );
  const message = alert ?? (state.kind === 'no-match' ? t(NO_MATCH_MESSAGE) : state.kind === 'lookup-failed' ? state.message : null);

  const row = (
    <>
      <ServerMarkup markup={markup.extras} />
      {markup.quantity && (
        <QuantityField
          ref={quantityRef}
          markup={markup.quantity}
          limits={limits}
          initial={memory.$quantity.get()}
          disabled={state.kind === 'found' && !state.purchasable}
          onChange={(value) => memory.$quantity.set(value)}
        />
      )}
      <AddButton markup={markup.button} state={button} adding={adding} onBlocked={blocked} />
      {markup.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {variable && <input type="hidden" name="variation_id" className="variation_id" value={shown?.variation_id ?? ''} />}
    </>
  );
  const notice = message && (
    <p className={state.kind === 'no-match' && !alert ? 'wc-no-matching-variations woocommerce-info' : 'fk-form-alert'} role="alert">
      {message}
    </p>
  );

  return (
    <form
      ref={formRef}
      className={state.kind === 'looking-up' ? `${markup.className} processing` : markup.className}
      action={markup.action}
      method={markup.method}
      encType={markup.enctype}
      data-product_id={markup.productId}
      data-fk-variation-image={shown?.image?.src ? JSON.stringify(shown.image) : undefined}
      aria-busy={state.kind === 'looking-up' || undefined}
      onSubmit={submit}
    >
      {variable ? (
        <>
          <VariationPicker
            attributes={markup.attributes}
            chosen={chosen}
            availability={availability(rules, chosen, answers)}
            onChange={choose}
            onReset={reset}
            {...(markup.resetLabel ? { resetLabel: markup.resetLabel } : {})}
          />
          <div className="single_variation_wrap">
            <SingleVariation variation={shown} />
            <div
              className={`woocommerce-variation-add-to-cart variations_button woocommerce-variation-add-to-cart-${button === 'ready' ? 'enabled' : 'disabled'}`}
            >
              {row}
            </div>
            {notice}
          </div>
        </>
      ) : (
        <>
          {row}
          {notice}
        </>
      )}
    </form>
  );
}
