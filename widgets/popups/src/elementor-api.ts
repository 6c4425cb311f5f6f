import { openPopup, togglePopup } from './model.ts';

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
  const frontend = (page.elementorProFrontend ??= {});
  const modules = (frontend.modules ??= {});
  const popup = (modules.popup ??= {});
  popup.showPopup ??= ({ id, toggle }) => {
    if (toggle) togglePopup(String(id));
    else openPopup(String(id));
  };
}
