import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders `children` at the end of <body>, out of the theme's stacking contexts and transformed ancestors, as a
 * full-screen dialog must be (a product lightbox). Widgets do not depend on react-dom themselves.
 */
export function Portal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
