import type {
  IntentKind,
  IntentResult,
  PaymentMethodEvent,
  ShippingUpdate,
  WalletEvents,
  WalletGateway,
  WalletRequest,
  WalletSession,
  WalletUpdate,
} from './gateway.ts';
import type { DemoOutcome } from './demo-wallet-people.ts';
import { openChallenge, openSheet, type SheetState } from './demo-wallet-sheet.ts';
import { demoBank } from './demo-bank.ts';

/**
 * The demo wallet: the same events, in the same order, as Stripe's payment request, driven by a person in an
 * in-page sheet, and the demo store's bank for the confirmations. It lets the whole express flow be tried on the demo store
 * without a provider account. Loaded only when the page config sets `express.demo_wallet`.
 */

/** Browsers close a sheet whose shipping change is not answered in time; so does the demo. */
const SHEET_TIMEOUT_MS = 30_000;

const PAYMENT_METHOD_FOR: Record<Exclude<DemoOutcome, 'cancel'>, string> = {
  success: 'pm_demo_success',
  declined: 'pm_demo_declined',
  three_d_secure: 'pm_demo_3ds',
};

type Handlers = { [K in keyof WalletEvents]?: Array<(event: WalletEvents[K]) => void> };

class DemoSession implements WalletSession {
  #handlers: Handlers = {};
  #state: SheetState;
  #showing = false;

  constructor(request: WalletRequest) {
    this.#state = { total: request.total, displayItems: request.displayItems, requestShipping: request.requestShipping };
  }

  canMakePayment() {
    return Promise.resolve('payment_request_api' as const);
  }

  update(update: WalletUpdate): void {
    // Stripe refuses updates while its sheet is open; so does the demo, so the widgets are held to the same rule.
    if (this.#showing) throw new Error('update() while the sheet is showing');
    this.#state = { ...this.#state, ...update };
  }

  show(): void {
    const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
    if (activation && !activation.isActive) throw new Error('show() outside a user gesture');
    if (this.#showing) throw new Error('the sheet is already showing');
    this.#showing = true;
    openSheet(this.#state, {
      chooseAddress: (shippingAddress) => this.#ask((updateWith) => this.#emit('shippingaddresschange', { shippingAddress, updateWith })),
      chooseOption: (shippingOption) => this.#ask((updateWith) => this.#emit('shippingoptionchange', { shippingOption, updateWith })),
      pay: (person, shippingOption, outcome) =>
        new Promise<'success' | 'fail'>((resolve) => {
          const event: PaymentMethodEvent = {
            paymentMethod: {
              id: PAYMENT_METHOD_FOR[outcome],
              billing_details: {
                name: person.name,
                email: person.email,
                phone: person.phone,
                address: {
                  line1: person.address.addressLine?.[0] ?? '',
                  line2: person.address.addressLine?.[1] ?? '',
                  city: person.address.city ?? '',
                  state: person.address.region ?? '',
                  postal_code: person.address.postalCode ?? '',
                  country: person.address.country ?? '',
                },
              },
              card: { brand: 'visa' },
            },
            payerName: person.name,
            payerEmail: person.email,
            payerPhone: person.phone,
            ...(this.#state.requestShipping ? { shippingAddress: person.address } : {}),
            ...(shippingOption ? { shippingOption } : {}),
            complete: (status) => {
              this.#showing = false;
              resolve(status);
            },
          };
          this.#emit('paymentmethod', event);
        }),
      cancel: () => {
        this.#showing = false;
        this.#emit('cancel', undefined);
      },
    });
  }

  on<K extends keyof WalletEvents>(type: K, handler: (event: WalletEvents[K]) => void): void {
    ((this.#handlers[type] ??= []) as Array<(event: WalletEvents[K]) => void>).push(handler);
  }

  #emit<K extends keyof WalletEvents>(type: K, event: WalletEvents[K]): void {
    for (const handler of (this.#handlers[type] ?? []) as Array<(event: WalletEvents[K]) => void>) handler(event);
  }

  /** A shipping change waits for `updateWith`, at most as long as a browser's sheet would. */
  #ask(raise: (updateWith: (update: ShippingUpdate) => void) => void): Promise<ShippingUpdate> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ status: 'fail' }), SHEET_TIMEOUT_MS);
      raise((update) => {
        clearTimeout(timer);
        if (update.status === 'success') this.#state = { ...this.#state, ...update };
        resolve(update);
      });
    });
  }

  get total(): number {
    return this.#state.total.amount;
  }
}

/**
 * The demo wallet's gateway: its sheet, and the demo store's bank (demo-bank.ts) for the confirmations. The 3-D Secure
 * card's challenge is this page's dialog; the person's answer goes to the bank, which alone decides.
 */
export function createDemoGateway(): WalletGateway {
  let lastSession: DemoSession | null = null;
  return {
    paymentRequest(request) {
      lastSession = new DemoSession(request);
      return lastSession;
    },
    confirmIntent(_kind: IntentKind, secret: string, paymentMethodId?: string): Promise<IntentResult> {
      return demoBank('confirm', { client_secret: secret, payment_method: paymentMethodId ?? '' });
    },
    async handleNextAction(_kind: IntentKind, secret: string): Promise<IntentResult> {
      const confirmed = await openChallenge(lastSession?.total ?? null);
      return demoBank('authenticate', { client_secret: secret, outcome: confirmed ? 'complete' : 'fail' });
    },
  };
}
