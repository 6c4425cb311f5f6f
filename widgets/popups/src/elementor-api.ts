import { openPopup, togglePopup } from './state.ts';

interface PopupModule {
  showPopup?: (settings: { id: string | number; toggle?: boolean }) => void;
}
interface ElementorPageApi {
  elementorProFrontend?: { modules?: { popup?: PopupModule } };
}

/**
 * Themes open popups from their own scripts the builder's way: `elementorProFrontend.modules.popup.showPopup({ id })`
 * (`toggle: true` closes an open one). Without the builder on the page that call would throw; this answers it
 * with Vitrine's popups. Only what is absent is defined, so a real Elementor Pro keeps its own.
 */
export function provideElementorPopupApi(page: ElementorPageApi = window as ElementorPageApi): void {
  const popup = (((page.elementorProFrontend ??= {}).modules ??= {}).popup ??= {});
  popup.showPopup ??= ({ id, toggle }) => (toggle ? togglePopup : openPopup)(String(id));
}
