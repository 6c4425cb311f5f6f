// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { click, key, render, settle, type Rendered } from '@vitrine/ui/testing';
import { $openPanels, setPanel } from './state.ts';
import { OffCanvas, type OffCanvasProps } from './OffCanvas.tsx';

let view: Rendered | undefined;

function panel(props: OffCanvasProps = {}) {
  const template = document.createElement('template');
  template.innerHTML = '<nav><a href="/boutique/">Boutique</a><a href="/selection/">Sélection</a></nav>';
  const host = document.createElement('fk-off-canvas');
  view = render(<OffCanvas panelId="abc1234" label="Menu" host={host} serverMarkup={template.content} {...props} />);
  return () => document.getElementById('off-canvas-abc1234')!;
}

beforeEach(() => {
  document.body.innerHTML = '<main><button id="opener">Menu</button></main>';
});
afterEach(() => {
  act(() => $openPanels.set([]));
  view?.unmount();
  document.body.innerHTML = '';
});

describe('<fk-off-canvas>', () => {
  it('opens as a named modal panel with its content, focus moved in, and closes back to the opener', async () => {
    const root = panel();
    expect(root().hidden).toBe(true);
    document.getElementById('opener')!.focus();
    act(() => setPanel('abc1234', 'open'));
    const dialog = root().querySelector('[role="dialog"]')!;
    expect(root().hidden).toBe(false);
    expect(dialog.getAttribute('aria-label')).toBe('Menu');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(root().querySelector('.e-off-canvas__content a')?.textContent).toBe('Boutique');
    expect(document.body.style.position).toBe('fixed');
    await settle(120);
    expect(root().contains(document.activeElement)).toBe(true);
    click(root().querySelector('.e-off-canvas__close'));
    await settle(350);
    expect(root().hidden).toBe(true);
    expect(document.activeElement?.id).toBe('opener');
  });

  it('Escape and the overlay close it unless prevented', () => {
    const root = panel();
    act(() => setPanel('abc1234', 'open'));
    key(document.body, 'Escape');
    expect($openPanels.get()).toEqual([]);
    act(() => setPanel('abc1234', 'open'));
    click(root().querySelector('.e-off-canvas__overlay'));
    expect($openPanels.get()).toEqual([]);
  });

  it('prevented closing and an end-side panel without scroll lock', () => {
    const root = panel({ preventCloseOnEscape: true, preventCloseOnOverlay: true, preventScroll: false, position: 'end' });
    act(() => setPanel('abc1234', 'open'));
    key(document.body, 'Escape');
    click(root().querySelector('.e-off-canvas__overlay'));
    expect($openPanels.get()).toEqual(['abc1234']);
    expect(root().classList.contains('fk-off-canvas--end')).toBe(true);
    expect(document.body.style.position).toBe('');
  });
});
