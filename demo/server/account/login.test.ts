import { describe, expect, it } from 'vitest';
import { shopperForEach, testStoreForEach } from '../testing.ts';
import { checkLogin, DEMO_CUSTOMER } from './customers.ts';

/** The login form (`POST /mon-compte/`) as WooCommerce's: its nonce, one answer and one cost for any wrong login. */

const store = testStoreForEach();
const shopper = shopperForEach(store, null);

const loginNonce = (page: string) => /name="woocommerce-login-nonce" value="([0-9a-f]+)"/.exec(page)?.[1];
const accountPage = async () => (await shopper.get('/mon-compte/')).text();

async function logIn(username: string, password: string, nonce?: string): Promise<number> {
  const fields: Record<string, string> = { username, password, login: 'Se connecter' };
  if (nonce !== undefined) fields['woocommerce-login-nonce'] = nonce;
  const started = performance.now();
  const res = await shopper.post('/mon-compte/', fields);
  expect(res.status).toBe(303);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('the login form', () => {
  it('prints a login nonce and logs in only with it (no login from another site’s form)', async () => {
    const nonce = loginNonce(await accountPage());
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    for (const forged of [undefined, '', '0000000000', `${nonce}0`]) {
      await logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, forged);
      const page = await accountPage();
      expect(page, String(forged)).toContain('<h2>Connexion</h2>');
      expect(page).toContain('Votre session a expiré. Veuillez recharger la page et réessayer.');
    }
    await logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, loginNonce(await accountPage()));
    expect(await accountPage()).toContain('Bonjour <strong>Claire Morel</strong>');
  });

  it('another visitor’s nonce does not log this one in', async () => {
    const theirs = loginNonce(await accountPage());
    shopper.jar.clear();
    await accountPage();
    await logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, theirs);
    expect(await accountPage()).toContain('<h2>Connexion</h2>');
  });

  it('takes as long for an e-mail without an account as for a wrong password (it cannot tell which e-mails have one)', async () => {
    const nonce = loginNonce(await accountPage())!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await logIn(`personne${i}@example.ch`, 'mauvais', nonce));
      wrong.push(await logIn(DEMO_CUSTOMER.email, 'mauvais', nonce));
    }
    // Before: 11 ms against 248 ms. The same work now, whatever the machine's load: well within a factor of two.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5);
    expect(await accountPage()).toContain('Identifiant ou mot de passe incorrect.');
  });

  it('hashes off the event loop: the server turns to other requests while a password is checked', async () => {
    for (const email of [DEMO_CUSTOMER.email, 'personne@example.ch']) {
      const order: string[] = [];
      const check = Promise.resolve(checkLogin(store.store.db, email, 'mauvais')).then(() => order.push('checked'));
      setImmediate(() => order.push('loop turned'));
      await check;
      await new Promise((resolve) => setImmediate(resolve));
      // A synchronous scrypt held the loop about 47 ms per try: nothing else ran before it was done.
      expect(order, email).toEqual(['loop turned', 'checked']);
    }
  });
});
