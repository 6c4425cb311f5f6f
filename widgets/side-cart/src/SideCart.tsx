import { lazy, memo, startTransition, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, getConfig, itemCountLabel, t, type WidgetProps } from '@vitrine/core';
import { Drawer } from '@vitrine/ui';
import { CartItems } from './CartItems.tsx';
import { CartSummary } from './CartSummary.tsx';
import { Coupons } from './Coupons.tsx';
import { closeCart } from './drawer.ts';
import { EmptyCart } from './EmptyCart.tsx';
import { NoticeBanner } from './NoticeBanner.tsx';
import { RewardBar } from './RewardBar.tsx';
import { startSideCart } from './startup.ts';
import { $sideCart } from './state.ts';
import { Upsells } from './Upsells.tsx';
import './french.ts';

const TITLE_ID = 'fkcart-title';

/** Loaded with quick view's actions (see quick-view-chunk.ts): by the time its state exists, the chunk is here. */
const QuickView = lazy(() => import('./QuickView.tsx').then((module) => ({ default: module.QuickView })));

/**
 * `fk-side-cart`: the drawer (spec §2.8), drawn from `$cart` and `$sideCart`. It renders nothing in place:
 * the drawer and quick view live at the end of <body>. Once the side cart has mounted, the closed drawer is drawn
 * there too, hidden, in a transition React interrupts for any input: opening it then only shows it, where
 * drawing its lines in the tap that opens it took most of that tap's time on a phone.
 */
export function SideCart(_: WidgetProps) {
  useEffect(startSideCart, []);
  const { open, quickView } = useStore($sideCart, { keys: ['open', 'quickView'] });
  const [drawnAhead, setDrawnAhead] = useState(false);
  useEffect(() => startTransition(() => setDrawnAhead(true)), []);

  return (
    <>
      <Drawer
        open={open}
        onClose={closeCart}
        labelledBy={TITLE_ID}
        durationMs={getConfig().side_cart.slide_ms}
        className="fkcart-modal"
        panelClassName="fkcart-modal-container"
        keepMounted={drawnAhead}
      >
        <DrawerContent />
      </Drawer>
      {open && quickView && (
        <Suspense fallback={null}>
          <QuickView />
        </Suspense>
      )}
    </>
  );
}

/** What the drawer holds: its own stores, so opening and closing leave it as it is. */
const DrawerContent = memo(function DrawerContent() {
  const cart = useStore($cart);
  const { leaving } = useStore($sideCart, { keys: ['leaving'] });
  const empty = cart.items.length === 0 && leaving.length === 0;
  return (
    <>
      <header className="fkcart-slider-heading">
        <h2 id={TITLE_ID} className="fkcart-title">
          {t('Your cart')} <span className="fkcart-item-count">({itemCountLabel(cart.count)})</span>
        </h2>
        <button type="button" className="fkcart-modal-close" aria-label={t('Close the cart')} onClick={closeCart}>
          ×
        </button>
      </header>
      <NoticeBanner />
      <div className="fkcart-body">
        <RewardBar reward={cart.reward} />
        {empty ? <EmptyCart /> : <CartItems />}
        <Upsells />
      </div>
      {!empty && (
        <footer className="fkcart-footer">
          <Coupons />
          <CartSummary />
        </footer>
      )}
    </>
  );
});
