import { addMessages, elementById, formatPrice, holdEscape, t } from '@vitrine/core';
import { DEMO_PEOPLE, type DemoOutcome, type DemoPerson } from './demo-wallet-people.ts';
import type { ShippingOption, ShippingUpdate, WalletAddress, WalletUpdate } from './gateway.ts';

/**
 * The demo wallet's sheet: a modal `<dialog>` (focus kept inside, Escape cancels, focus returns to the button)
 * where a person picks an address, a shipping option and how the payment should end. Demo-only code: it loads
 * only when the page config asks for the demo wallet.
 */

const FRENCH: Record<string, string> = {
  'Demo wallet': 'Portefeuille de démonstration',
  'Delivery address': 'Adresse de livraison',
  'Shipping method': 'Mode de livraison',
  'Payment result': 'Résultat du paiement',
  'Payment accepted': 'Paiement accepté',
  'Card declined': 'Carte refusée',
  '3-D Secure required': '3-D Secure requis',
  'Cancel the payment': 'Annuler le paiement',
  'Pay {total}': 'Payer {total}',
  Cancel: 'Annuler',
  'Calculating shipping…': 'Calcul des frais de livraison…',
  'This address cannot be delivered.': 'Cette adresse ne peut pas être livrée.',
  'Shipping could not be updated (connection or shop error). Try again.':
    'La livraison n’a pas pu être mise à jour (problème de connexion ou de la boutique). Réessayez.',
  'Paying…': 'Paiement en cours…',
  'Choose a delivery address.': 'Choisissez une adresse de livraison.',
  Total: 'Total',
  '3-D Secure authentication': 'Authentification 3-D Secure',
  'Demo bank: confirm this payment of {total}?': 'Banque de démonstration : confirmer ce paiement de {total} ?',
  Confirm: 'Confirmer',
  Refuse: 'Refuser',
  '(outside the delivery area)': '(hors zone de livraison)',
};
addMessages(FRENCH);

export interface SheetState extends WalletUpdate {
  requestShipping: boolean;
}

export interface SheetCallbacks {
  chooseAddress(address: WalletAddress): Promise<ShippingUpdate>;
  chooseOption(option: ShippingOption): Promise<ShippingUpdate>;
  pay(person: DemoPerson, option: ShippingOption | undefined, outcome: Exclude<DemoOutcome, 'cancel'>): Promise<'success' | 'fail'>;
  cancel(): void;
}

let ids = 0;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: Array<Node | string>) {
  const node: HTMLElementTagNameMap[K] = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function radioGroup<T>(legend: string, name: string, items: T[], label: (item: T) => string, onPick: (item: T) => void) {
  const fieldset = el('fieldset', { className: 'fk-demo-wallet__group' }, el('legend', {}, legend));
  items.forEach((item, index) => {
    const id = `${name}-${index}`;
    const input = el('input', { type: 'radio', name, id, value: String(index) });
    input.addEventListener('change', () => onPick(item));
    fieldset.append(el('div', { className: 'fk-demo-wallet__choice' }, input, el('label', { htmlFor: id }, label(item))));
  });
  return fieldset;
}

const STYLE = `.fk-demo-wallet{max-width:26rem;width:calc(100% - 2rem);border:1px solid #555;border-radius:.5rem;padding:1rem 1.25rem;font:inherit;color:#111;background:#fff}
.fk-demo-wallet::backdrop{background:rgb(0 0 0/.45)}.fk-demo-wallet h2{margin:0 0 .5rem;font-size:1.2rem}
.fk-demo-wallet__group{border:0;padding:0;margin:.75rem 0}.fk-demo-wallet__group legend{font-weight:600;padding:0}
.fk-demo-wallet__choice{display:flex;gap:.5rem;align-items:flex-start;margin:.25rem 0}
.fk-demo-wallet__lines{margin:0;padding:0;list-style:none}.fk-demo-wallet__lines li{display:flex;justify-content:space-between}
.fk-demo-wallet__total{font-weight:700;border-top:1px solid #ccc;margin-top:.25rem;padding-top:.25rem}
.fk-demo-wallet__actions{display:flex;gap:.5rem;justify-content:flex-end;margin-top:1rem}
.fk-demo-wallet__actions button{padding:.5rem 1rem;border-radius:.25rem;border:1px solid #111;cursor:pointer;font:inherit}
.fk-demo-wallet__pay{background:#111;color:#fff}.fk-demo-wallet__pay:disabled{opacity:.6;cursor:not-allowed}
.fk-demo-wallet__status{min-height:1.5em;margin:.5rem 0 0;color:#7a1d1d}`;

function addStyle(): void {
  if (elementById('fk-demo-wallet-style')) return;
  document.head.append(el('style', { id: 'fk-demo-wallet-style', textContent: STYLE }));
}

function money(minorUnits: number): string {
  return formatPrice(minorUnits / 100);
}

function linesOf(state: WalletUpdate): HTMLElement {
  const list = el('ul', { className: 'fk-demo-wallet__lines' });
  for (const item of state.displayItems) list.append(el('li', {}, el('span', {}, item.label), el('span', {}, money(item.amount))));
  list.append(el('li', { className: 'fk-demo-wallet__total' }, el('span', {}, t('Total')), el('span', {}, money(state.total.amount))));
  return list;
}

/**
 * A modal `<dialog>` on top of the page, `onCancel` called for Escape or the platform's close request. It holds its
 * place on core's Escape stack, so Escape cancels the sheet, not a popup or drawer open beneath it.
 */
function modal(labelId: string, onCancel: () => void, ...children: Node[]): { dialog: HTMLDialogElement; remove(): void } {
  addStyle();
  const dialog = el('dialog', { className: 'fk-demo-wallet' }, ...children);
  dialog.setAttribute('aria-labelledby', labelId);
  document.body.append(dialog);
  dialog.showModal();
  const leave = holdEscape(onCancel);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    onCancel();
  });
  return {
    dialog,
    remove() {
      leave();
      dialog.close();
      dialog.remove();
    },
  };
}

/** Opens the sheet; it removes itself once the payment is done or cancelled. */
export function openSheet(initial: SheetState, callbacks: SheetCallbacks): void {
  const prefix = `fk-demo-wallet-${++ids}`;
  let state: WalletUpdate = initial;
  let person: DemoPerson | undefined = initial.requestShipping ? undefined : DEMO_PEOPLE[0];
  let option: ShippingOption | undefined;
  let outcome: DemoOutcome = 'success';
  let addressOk = !initial.requestShipping;
  let busy = false;

  const lines = el('div', {}, linesOf(state));
  const status = el('p', { className: 'fk-demo-wallet__status', role: 'status' });
  const options = el('div');
  const pay = el('button', { type: 'button', className: 'fk-demo-wallet__pay' });
  const cancel = el('button', { type: 'button' }, t('Cancel'));
  const title = el('h2', { id: `${prefix}-title` }, t('Demo wallet'));

  const render = () => {
    lines.replaceChildren(linesOf(state));
    pay.textContent = busy ? t('Paying…') : t('Pay {total}', { total: money(state.total.amount) });
    pay.disabled = busy || !addressOk || (initial.requestShipping && !option && outcome !== 'cancel');
  };

  const applyUpdate = (update: ShippingUpdate) => {
    if (update.status !== 'success') {
      addressOk = false;
      options.replaceChildren();
      // Only the shop's own refusal means the address is not served; anything else is a failure worth retrying.
      status.textContent =
        update.status === 'invalid_shipping_address'
          ? t('This address cannot be delivered.')
          : t('Shipping could not be updated (connection or shop error). Try again.');
      return;
    }
    status.textContent = '';
    state = { total: update.total, displayItems: update.displayItems, shippingOptions: update.shippingOptions ?? state.shippingOptions ?? [] };
  };

  const renderOptions = () => {
    const list = state.shippingOptions ?? [];
    const group = radioGroup(
      t('Shipping method'),
      `${prefix}-option`,
      list,
      (o) => `${o.label} – ${money(o.amount)}`,
      (picked) => {
        option = picked;
        status.textContent = t('Calculating shipping…');
        void callbacks.chooseOption(picked).then((update) => {
          applyUpdate(update);
          render();
        });
      },
    );
    const first = group.querySelector('input');
    if (first && list[0]) {
      first.checked = true;
      option = list[0];
    }
    options.replaceChildren(group);
  };

  const parts: Node[] = [title, lines];
  if (initial.requestShipping) {
    parts.push(
      radioGroup(
        t('Delivery address'),
        `${prefix}-address`,
        DEMO_PEOPLE,
        (p) => [p.name, p.address.addressLine?.[0], `${p.address.postalCode} ${p.address.city}`, p.note ? t(p.note) : ''].filter(Boolean).join(', '),
        (picked) => {
          person = picked;
          option = undefined;
          addressOk = false;
          status.textContent = t('Calculating shipping…');
          render();
          void callbacks.chooseAddress(picked.address).then((update) => {
            applyUpdate(update);
            if (update.status === 'success') {
              addressOk = true;
              renderOptions();
            }
            render();
          });
        },
      ),
      options,
    );
  }
  const outcomes: Array<[DemoOutcome, string]> = [
    ['success', t('Payment accepted')],
    ['declined', t('Card declined')],
    ['three_d_secure', t('3-D Secure required')],
    ['cancel', t('Cancel the payment')],
  ];
  const outcomeGroup = radioGroup(
    t('Payment result'),
    `${prefix}-outcome`,
    outcomes,
    ([, label]) => label,
    ([picked]) => {
      outcome = picked;
      render();
    },
  );
  outcomeGroup.querySelector('input')!.checked = true;
  parts.push(outcomeGroup, status, el('div', { className: 'fk-demo-wallet__actions' }, cancel, pay));

  let closed = false;
  const close = (cancelled: boolean) => {
    if (closed) return;
    closed = true;
    sheet.remove();
    if (cancelled) callbacks.cancel();
  };
  const sheet = modal(
    title.id,
    () => {
      if (!busy) close(true);
    },
    ...parts,
  );
  cancel.addEventListener('click', () => {
    if (!busy) close(true);
  });
  pay.addEventListener('click', () => {
    if (outcome === 'cancel') return close(true);
    if (!person) {
      status.textContent = t('Choose a delivery address.');
      return;
    }
    busy = true;
    render();
    void callbacks.pay(person, option, outcome).then(() => close(false));
  });
  render();
}

/** The demo bank's 3-D Secure step: resolves true when the person confirms. */
export function openChallenge(total: number | null): Promise<boolean> {
  return new Promise((resolve) => {
    const prefix = `fk-demo-wallet-${++ids}`;
    const title = el('h2', { id: `${prefix}-title` }, t('3-D Secure authentication'));
    const confirm = el('button', { type: 'button', className: 'fk-demo-wallet__pay' }, t('Confirm'));
    const refuse = el('button', { type: 'button' }, t('Refuse'));
    const challenge = modal(
      title.id,
      () => done(false),
      title,
      el('p', {}, t('Demo bank: confirm this payment of {total}?', { total: total === null ? '' : money(total) })),
      el('div', { className: 'fk-demo-wallet__actions' }, refuse, confirm),
    );
    function done(ok: boolean) {
      challenge.remove();
      resolve(ok);
    }
    confirm.addEventListener('click', () => done(true));
    refuse.addEventListener('click', () => done(false));
  });
}
