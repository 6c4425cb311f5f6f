import { describe, expect, it } from 'vitest';
import { shopperForEach, testStoreForEach } from '../testing.ts';
import { BAR, CONTACT_DEMO_URL } from './contact-demo.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store, null);

async function contactPage(): Promise<string> {
  const res = await shopper.get(CONTACT_DEMO_URL);
  expect(res.status).toBe(200);
  return res.text();
}

describe('/contact-demo/', () => {
  it('prints the contact button with its channels and a no-script list, the menu cart folded, one slideshow group', async () => {
    const doc = await contactPage();
    expect(doc.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(doc).toMatch(/<fk-contact-buttons position="start" [^>]*channels="\[\{&quot;type&quot;:&quot;whatsapp&quot;/);
    expect(doc).toContain('<li><a href="tel:+41215550123">Téléphone</a></li>');
    expect(doc).toContain('<div class="fk-menu-cart__container" hidden>');
    expect(doc).toContain('<fk-mini-cart><div class="widget_shopping_cart_content">');
    expect(doc.match(/data-elementor-lightbox-slideshow="atelier"/g)).toHaveLength(4);
    expect(doc).toContain('<fk-hash-actions></fk-hash-actions>');
  });

  it('leaves the floating bar out once this version was dismissed, and shows a new version again', async () => {
    expect(await contactPage()).toContain(`<fk-floating-bar bar-id="${BAR.id}" version="${BAR.version}" position="top">`);
    shopper.jar.set(`fk_bar_${BAR.id}`, BAR.version);
    expect(await contactPage()).not.toContain('<fk-floating-bar');
    shopper.jar.set(`fk_bar_${BAR.id}`, String(Number(BAR.version) - 1));
    expect(await contactPage()).toContain('<fk-floating-bar');
  });
});
