// The product-page chunk: named after its widget, so the build writes chunks/product-page-[hash].js.
import '@vitrine/product-page';
