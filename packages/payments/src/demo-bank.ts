import type { IntentResult } from './gateway.ts';
import { intentResult } from './intent-result.ts';

/**
 * The demo wallet's bank: the demo store's stand-in for the provider's servers (`/demo-provider/v1/…`, the store's
 * routes/provider.ts), which holds the intents the store created. The wallet confirms there and sends the person's
 * answer to the 3-D Secure challenge there, so the store learns the payment's fate from its provider, as a shop learns
 * it from Stripe, and never from the browser's word. Demo-only code: it loads with the demo wallet.
 */

const BANK = '/demo-provider/v1/';

export async function demoBank(call: 'confirm' | 'authenticate', fields: Record<string, string>): Promise<IntentResult> {
  try {
    const answer = await fetch(new URL(`${BANK}${call}`, location.origin), {
      method: 'POST',
      body: new URLSearchParams(fields),
      credentials: 'same-origin',
    });
    return intentResult((await answer.json()) as Parameters<typeof intentResult>[0]);
  } catch (error) {
    return { error: { type: 'api_connection_error', message: error instanceof Error ? error.message : String(error) } };
  }
}
