// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sideCartQuantityRules } from '@vitrine/product';
import { QuantityStepper } from './QuantityStepper.tsx';
import { blur, click, key, render, type, type Rendered } from './testing.tsx';

let view: Rendered | undefined;
afterEach(() => view?.unmount());

function mount(value: number, rules = sideCartQuantityRules({ min: 1, max: 6, step: 1 })) {
  const onChange = vi.fn();
  view = render(<QuantityStepper value={value} rules={rules} name="Miel" onChange={onChange} />);
  const q = (s: string) => view!.container.querySelector(s)!;
  return { onChange, input: q('input') as HTMLInputElement, minus: q('.vitrine-quantity__minus'), plus: q('.vitrine-quantity__plus') };
}

describe('QuantityStepper (spec §5.7)', () => {
  it('names the field and buttons in French and disables − at the minimum and + at the maximum', () => {
    const { input, minus, plus, onChange } = mount(1);
    expect(input.getAttribute('aria-label')).toBe('Quantité de Miel');
    expect(minus.getAttribute('aria-label')).toBe('Diminuer la quantité de Miel');
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    click(minus);
    expect(onChange).not.toHaveBeenCalled();
    click(plus);
    expect(onChange).toHaveBeenCalledWith(2);

    const top = mount(6);
    expect(top.plus.getAttribute('aria-disabled')).toBe('true');
    click(top.plus);
    expect(top.onChange).not.toHaveBeenCalled();
  });

  it('sends a typed value on Enter, rounded down to the step, and never submits a form', () => {
    const { input, onChange } = mount(2, sideCartQuantityRules({ min: 0, max: 10, step: 2 }));
    type(input, '7');
    const submit = vi.fn();
    document.addEventListener('submit', submit);
    key(input, 'Enter');
    expect(onChange).toHaveBeenCalledWith(6);
    expect(input.value).toBe('6');
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps out-of-range, empty and non-numeric values as typed, marked invalid, with no call', () => {
    const { input, onChange } = mount(2);
    for (const typed of ['9', '0', '', 'abc', '-1']) {
      type(input, typed);
      key(input, 'Enter');
      blur(input);
      expect(input.value).toBe(typed);
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says in French why a committed value was not sent, up to the ceiling of a line, and forgets it as the shopper types', () => {
    const { input, onChange } = mount(2, sideCartQuantityRules({}));
    const message = () => view!.container.querySelector('.vitrine-quantity__message');
    type(input, `1${'0'.repeat(308)}`);
    expect(message()).toBeNull(); // not while typing
    key(input, 'Enter');
    expect(message()?.textContent).toBe('La quantité maximale est de 9999.');
    expect(message()?.getAttribute('role')).toBe('alert');
    expect(input.getAttribute('aria-describedby')).toBe(message()?.id);
    type(input, '1');
    expect(message()).toBeNull();
    type(input, 'abc');
    blur(input);
    expect(message()?.textContent).toBe('Veuillez saisir une quantité valide.');
    const atLeastTwo = mount(3, sideCartQuantityRules({ min: 2, max: 6 }));
    type(atLeastTwo.input, '1');
    key(atLeastTwo.input, 'Enter');
    expect(view!.container.querySelector('.vitrine-quantity__message')?.textContent).toBe('La quantité minimale est de 2.');
    expect(onChange).not.toHaveBeenCalled();
    expect(atLeastTwo.onChange).not.toHaveBeenCalled();
  });

  it('commits when the field is left and steps with the arrow keys', () => {
    const { input, onChange } = mount(2);
    type(input, '4');
    blur(input);
    expect(onChange).toHaveBeenLastCalledWith(4);
    key(input, 'ArrowUp');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('steps twice for two clicks made before its owner re-renders', () => {
    const { plus, onChange } = mount(2);
    (plus as HTMLElement).click();
    (plus as HTMLElement).click();
    expect(onChange.mock.calls).toEqual([[3], [4]]);
  });

  it('follows a new value from its owner', () => {
    const { input } = mount(2);
    view!.rerender(<QuantityStepper value={5} rules={sideCartQuantityRules({})} name="Miel" onChange={() => {}} />);
    expect(input.value).toBe('5');
  });
});
