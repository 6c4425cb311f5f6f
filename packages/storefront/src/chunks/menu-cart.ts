// The menu-cart chunk: its own, loaded when idle (the header icon works as a link until then), not the eager
// cart-buttons chunk, whose add buttons every listing needs at once.
import '@vitrine/menu-cart';
