// The express-checkout chunk: named after its widget, so the build writes chunks/express-checkout-[hash].js.
import '@vitrine/express-checkout';
