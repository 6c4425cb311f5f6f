// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from '@vitrine/core/testing';
import './forms.ts';

describe('<fk-password-toggle> (spec §2.15)', () => {
  it('adds a French show/hide button to each password field and flips the field’s type', async () => {
    await mount(
      `<fk-password-toggle><form>
        <label for="p1">Mot de passe</label><input type="password" id="p1" name="password">
        <span class="woocommerce-input-wrapper"><input type="password" id="p2" name="account_password"></span>
      </form></fk-password-toggle>`,
      'fk-password-toggle',
    );
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('button.show-password-input'));
    expect(buttons).toHaveLength(2);
    expect(buttons.every((b) => b.type === 'button' && b.parentElement?.classList.contains('password-input'))).toBe(true);
    expect(document.querySelector('.woocommerce-input-wrapper')?.classList.contains('password-input')).toBe(true);

    const field = document.querySelector<HTMLInputElement>('#p1')!;
    const button = buttons[0]!;
    expect(button.getAttribute('aria-label')).toBe('Afficher le mot de passe');
    button.click();
    expect(field.type).toBe('text');
    expect(button.getAttribute('aria-label')).toBe('Masquer le mot de passe');
    expect(button.classList.contains('display-password')).toBe(true);
    button.click();
    expect(field.type).toBe('password');
    expect(button.getAttribute('aria-label')).toBe('Afficher le mot de passe');
  });

  it('gives a field added later its button, once', async () => {
    const host = await mount('<fk-password-toggle><form></form></fk-password-toggle>', 'fk-password-toggle');
    host.querySelector('form')!.insertAdjacentHTML('beforeend', '<input type="password" name="late">');
    await expect.poll(() => host.querySelectorAll('.show-password-input').length).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(host.querySelectorAll('.show-password-input')).toHaveLength(1);
  });
});
