// The cart-buttons chunk: named after its widget, so the build writes chunks/cart-buttons-[hash].js.
import '@vitrine/cart-buttons';
