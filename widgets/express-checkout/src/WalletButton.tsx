import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getConfig, t, type WidgetProps } from '@vitrine/core';
import { whenNear } from '@vitrine/payments';
import type { GooglePayClient } from '@vitrine/payments/google-pay';
import { BLOCKED_MESSAGE, contextOf, googlePayAllowed } from './model.ts';
import { watchOrder } from './order-data.ts';
import { productForm, readProductChoice } from './page-form.ts';
import { useBlocked } from './use-blocked.ts';

/**
 * `fk-wallet-button`: the standalone Google Pay button (spec §1, §2.8 mini wallet, §4.8, §4.10). Shown only when
 * Google's client answers `isReadyToPay` with `result: true`; Google's script loads when the button nears the
 * viewport.
 */
export interface WalletButtonProps {
  context?: string;
  orderData?: unknown;
}

export function WalletButton({ host, context: contextAttribute, orderData }: WidgetProps & WalletButtonProps) {
  const config = getConfig();
  const context = contextOf(contextAttribute, config.page);
  const store = useMemo(() => watchOrder(context, host, orderData), [context, host]);
  const order = useStore(store);
  const blocked = useBlocked(host, context);
  const [client, setClient] = useState<GooglePayClient | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const onClick = useRef(() => {});
  const flow = useRef<typeof import('./google-pay.ts') | null>(null);

  onClick.current = () => {
    if (blocked) return setAlert(t(BLOCKED_MESSAGE[blocked]));
    const data = store.get().googlePay;
    if (!client || !data || !flow.current) return;
    const form = context === 'product' ? productForm(host) : null;
    flow.current.payWithGooglePay(client, { context, host, order: data, choice: form && readProductChoice(form) });
  };

  useEffect(() => {
    if (!googlePayAllowed(config.express)) return;
    const near = whenNear(host, productForm(host) ?? host);
    let live = true;
    // The whole Google Pay flow is a chunk of its own: shops without the standalone wallet never fetch it.
    void near.ready
      .then(() => import('./google-pay.ts'))
      .then((loaded) => {
        flow.current = loaded;
        return loaded.googlePayReady();
      })
      .then((ready) => live && setClient(ready));
    return () => {
      live = false;
      near.cancel();
    };
  }, [host]);

  useEffect(() => {
    const target = slot.current;
    if (!client || !target) return;
    const button = client.createButton(() => onClick.current(), config.express.button_theme === 'dark' ? 'black' : 'white');
    target.replaceChildren(button);
    return () => button.remove();
  }, [client]);

  useEffect(() => {
    if (!blocked) setAlert(null);
  }, [blocked]);

  const visible = client !== null && (context === 'product' || order.needsPayment);
  return (
    <div className={`fk-wallet fk-wallet--${context}${blocked ? ' disabled' : ''}`} hidden={!visible}>
      <div ref={slot} className="fk-wallet__button" />
      {alert && (
        <p className="fk-form-alert" role="alert">
          {alert}
        </p>
      )}
    </div>
  );
}
