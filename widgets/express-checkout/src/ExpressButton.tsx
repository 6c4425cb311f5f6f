import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getConfig, t, type WidgetProps } from '@vitrine/core';
import { buttonSize, whenNear, type ButtonPlacement } from '@vitrine/payments';
import { addForExpress } from './express-add.ts';
import { BLOCKED_MESSAGE, contextOf, isVisible, walletName } from './model.ts';
import { watchOrder } from './order-data.ts';
import { addToCartButton, productForm, readProductChoice } from './page-form.ts';
import { sheetHandlers } from './sheet-handlers.ts';
import { useBlocked } from './use-blocked.ts';
import { $wallet, currentGateway, showSheet, startWallet } from './wallet-state.ts';
import './french.ts';

/**
 * `fk-express-button`: the payment request button (spec §2.4, §2.6–2.8, §4.10, §9.2). It renders nothing until
 * the device's wallet is known; the provider's script loads only when the button nears the viewport.
 */
export interface ExpressButtonProps {
  context?: string;
  placement?: string;
  /** The product's price as the theme printed it (`{total: {label, amount}, displayItems}`), shown until the shop answers. */
  orderData?: unknown;
}

const PLACEMENTS: readonly ButtonPlacement[] = ['below', 'above', 'inline'];

function measure(host: Element): { width: number; height: number } | null {
  const box = addToCartButton(productForm(host))?.getBoundingClientRect();
  return box ? { width: box.width, height: box.height } : null;
}

export function ExpressButton({ host, context: contextAttribute, placement: placementAttribute, orderData }: WidgetProps & ExpressButtonProps) {
  const config = getConfig();
  const context = contextOf(contextAttribute, config.page);
  const placement = PLACEMENTS.find((p) => p === placementAttribute) ?? config.express.button_position;
  const store = useMemo(() => watchOrder(context, host, orderData), [context, host]);
  const order = useStore(store);
  const wallet = useStore($wallet);
  const blocked = useBlocked(host, context);
  const [alert, setAlert] = useState<string | null>(null);
  const [addToCart, setAddToCart] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    host.setAttribute('data-placement', placement);
    const near = whenNear(host, productForm(host) ?? host);
    let stop = () => {};
    void near.ready.then(() => {
      // The page's request is created with the first totals known: now, or as soon as the shop answers.
      const start = () => {
        const update = store.get().update;
        if (!update) return false;
        startWallet(update);
        return true;
      };
      if (!start()) stop = store.listen(() => start() && stop());
    });
    return () => {
      near.cancel();
      stop();
    };
  }, [host, store, placement]);

  useEffect(() => {
    if (placement !== 'inline' || wallet.status !== 'ready') return;
    const follow = () => setAddToCart(measure(host));
    follow();
    addEventListener('resize', follow);
    return () => removeEventListener('resize', follow);
  }, [host, placement, wallet.status]);

  useEffect(() => {
    if (!blocked) setAlert(null);
  }, [blocked]);

  // The stylesheet keeps the button's room until the device's wallet is known (no shift when it appears).
  useEffect(() => {
    if (wallet.status === 'ready' || wallet.status === 'unavailable') host.setAttribute('data-wallet', wallet.status);
  }, [host, wallet.status]);

  if (wallet.status !== 'ready' || !isVisible(wallet.kind, context === 'product' || order.needsPayment)) return null;
  const kind = wallet.kind;

  const onClick = () => {
    if (blocked) {
      setAlert(t(BLOCKED_MESSAGE[blocked]));
      return;
    }
    const gateway = currentGateway();
    const update = store.get().update;
    if (!gateway || !update) return;
    let added = Promise.resolve();
    if (context === 'product') {
      const form = productForm(host);
      const choice = form && readProductChoice(form);
      if (!choice) return;
      added = addForExpress(choice, 'payment-request');
      // Failures reach the shopper through the sheet's events; this only keeps the rejection handled.
      added.catch(() => {});
    }
    showSheet(update, sheetHandlers({ context, kind, host, added, gateway }));
  };

  const size = buttonSize({
    placement,
    length: config.express.button_length,
    height: config.express.button_height,
    addToCart,
  });
  const name = walletName(kind);
  return (
    <div className={`fkwcs-express-checkout fk-express fk-express--${placement} fk-express--${config.express.button_theme}`}>
      <button
        type="button"
        className={`fk-express__button${blocked ? ' disabled' : ''}`}
        aria-disabled={blocked ? 'true' : undefined}
        data-wallet={kind}
        style={{ height: size.height, width: size.width, minWidth: size.minWidth }}
        onClick={onClick}
      >
        {name ? t('Buy with {wallet}', { wallet: name }) : t('Express checkout')}
      </button>
      {alert && (
        <p className="fk-form-alert" role="alert">
          {alert}
        </p>
      )}
    </div>
  );
}
