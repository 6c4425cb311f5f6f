import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';

test.describe('quote form (spec §2.13, §5.4)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/devis/');
    await widgetsReady(page, ['fk-quote-form']);
  });

  test('product number and budget appear for client types 1 and 2 only', async ({ page }) => {
    const type = page.getByLabel('Type de client');
    const product = page.getByLabel('Numéro de produit');
    const budget = page.getByLabel('Budget (CHF)');
    await expect(product).toBeHidden();
    await expect(budget).toBeHidden();
    await type.selectOption('1');
    await expect(product).toBeVisible();
    await expect(budget).toBeVisible();
    await type.selectOption('3');
    await expect(product).toBeHidden();
    await type.selectOption('2');
    await expect(budget).toBeVisible();
    await expect(product).toHaveAttribute('required', '');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a business request is stored with its details and confirmed in French', async ({ page }) => {
    const email = `entreprise-${Date.now()}@example.ch`;
    await page.getByLabel('Type de client').selectOption('1');
    await page.getByLabel('Numéro de produit').fill('CAJ-11');
    await page.getByLabel('Budget (CHF)').fill('5000');
    await page.getByLabel('Nom', { exact: false }).first().fill('Atelier Rochat');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Message').fill('Cent coffrets pour nos clients.');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.locator('.woocommerce-message')).toContainText('Votre demande de devis a bien été envoyée');
    const stored = await (await page.request.get(`/__test/quote-requests?email=${encodeURIComponent(email)}`)).json();
    expect(stored).toEqual([
      { client_type: '1', product_number: 'CAJ-11', budget: '5000', name: 'Atelier Rochat', email, message: 'Cent coffrets pour nos clients.' },
    ]);
  });

  test('hidden fields are neither required nor sent', async ({ page }) => {
    const email = `particulier-${Date.now()}@example.ch`;
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/devis/'));
    await page.getByLabel('Type de client').selectOption('3');
    await page.getByLabel('Nom', { exact: false }).first().fill('Léa Rochat');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect([...body.keys()]).toEqual(['client_type', 'name', 'email', 'message']);
    await expect(page.locator('.woocommerce-message')).toBeVisible();
    const stored = await (await page.request.get(`/__test/quote-requests?email=${encodeURIComponent(email)}`)).json();
    expect(stored).toMatchObject([{ client_type: '3', product_number: '', budget: '' }]);
  });
});

test.describe('password show/hide (spec §2.15)', () => {
  test('the login form’s toggle shows and hides the password with French labels', async ({ page }) => {
    await page.goto('/mon-compte/');
    await widgetsReady(page, ['fk-password-toggle']);
    const field = page.getByLabel('Mot de passe', { exact: false }).first();
    await field.fill('secret');
    const toggle = page.getByRole('button', { name: 'Afficher le mot de passe' });
    await toggle.click();
    await expect(field).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Masquer le mot de passe' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveValue('secret');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the checkout’s create-account password has one too, and the toggle never submits the form', async ({ page }) => {
    expect((await page.request.get('/?add-to-cart=15', { maxRedirects: 0 })).status()).toBe(303);
    await page.goto('/checkout/');
    await widgetsReady(page, ['fk-password-toggle']);
    const field = page.locator('#account_password');
    await page.locator('#account_password_field').getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await expect(page).toHaveURL(/\/checkout\/$/);
  });
});
