// The side-cart chunk: named after its widget, so the build writes chunks/side-cart-[hash].js.
import '@vitrine/side-cart';
