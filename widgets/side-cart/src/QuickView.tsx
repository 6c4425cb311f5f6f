import { useStore } from '@nanostores/react';
import { getConfig, t } from '@vitrine/core';
import { Drawer, QuantityStepper, Spinner } from '@vitrine/ui';
import { VariationPicker } from '@vitrine/ui/variation-picker';
import { NoticeBanner } from './NoticeBanner.tsx';
import { addFromQuickView, chooseOption, closeQuickView, resetOptions, setQuickViewQuantity } from './quick-view-actions.ts';
import { quickViewChoice, quickViewForm } from './quick-view-model.ts';
import { $sideCart } from './state.ts';
import './french.ts';

const TITLE_ID = 'fkcart-quick-view-title';

/**
 * Quick view (spec §2.9, §4.12): a dialog over the drawer with the product's variation form. The thumbnail
 * follows the variation; add and quantity stay disabled until a purchasable variation is shown.
 */
export function QuickView() {
  const { quickView: view } = useStore($sideCart, { keys: ['quickView'] });
  if (!view) return null;
  const product = view.product;
  const { availability, state } = product ? quickViewChoice(product, view.chosen, view.answers) : { availability: {}, state: null };
  const form = product && state ? quickViewForm(product, state, view.quantity) : null;
  const adding = view.status === 'adding';
  const title = view.cartKey ? t('Edit the options of “{name}”', { name: view.name }) : t('Select options for “{name}”', { name: view.name });

  return (
    <Drawer
      open
      onClose={closeQuickView}
      labelledBy={TITLE_ID}
      durationMs={getConfig().side_cart.slide_ms}
      className="fkcart-quick-view"
      panelClassName="fkcart-quick-view-container"
    >
      <header className="fkcart-slider-heading">
        <button type="button" className="fkcart-quick-view-back" onClick={closeQuickView}>
          ‹ {t('Back to the cart')}
        </button>
        <h2 id={TITLE_ID} className="fkcart-title">
          {title}
        </h2>
      </header>
      <NoticeBanner />
      {!product || !form ? (
        <div className="fkcart-quick-view-loading" aria-busy="true">
          <Spinner label={t('Loading…')} />
        </div>
      ) : (
        <form
          className="fkcart-quick-view-form variations_form"
          onSubmit={(event) => {
            event.preventDefault();
            if (form.canAdd && !adding) void addFromQuickView();
          }}
        >
          <div className="fkcart-quick-view-product">
            {form.image && <img className="fkcart-quick-view-image" src={form.image.src} alt={form.image.alt} width={120} height={120} />}
            <div>
              <a className="fkcart-quick-view-name" href={view.link || undefined}>
                {product.name || view.name}
              </a>
              <p className="fkcart-quick-view-price price">{form.price}</p>
              {form.stock && <p className={`stock ${form.stock}`}>{form.stock === 'in-stock' ? t('In stock') : t('Out of stock')}</p>}
            </div>
          </div>
          <VariationPicker
            attributes={product.attributes}
            chosen={view.chosen}
            availability={availability}
            onChange={chooseOption}
            onReset={resetOptions}
            idPrefix="fkcart-qv-"
          />
          {form.message && (
            <p className="fkcart-quick-view-message" role="status">
              {form.message}
            </p>
          )}
          <div className="fkcart-quick-view-actions woocommerce-variation-add-to-cart">
            {!form.quantityHidden && (
              <QuantityStepper
                className="fkcart-quantity-selector"
                value={view.quantity}
                rules={form.rules}
                name={product.name || view.name}
                disabled={!form.canAdd}
                onChange={setQuickViewQuantity}
              />
            )}
            <button
              type="submit"
              className={`fkcart-quick-view-add single_add_to_cart_button button alt ${form.canAdd ? '' : 'disabled'}`.trim()}
              disabled={!form.canAdd}
              // While adding, only marked: a disabled button would drop the keyboard's focus out of the dialog
              // (Escape and Tab then act on the page); the submit handler refuses a second add meanwhile.
              aria-disabled={adding || undefined}
              aria-busy={adding || undefined}
            >
              {adding ? <Spinner label={t('Loading…')} /> : view.cartKey ? t('Update') : t('Add to cart')}
            </button>
          </div>
        </form>
      )}
    </Drawer>
  );
}
