// The search chunk: named after its widget, so the build writes chunks/search-[hash].js.
import '@vitrine/search';
