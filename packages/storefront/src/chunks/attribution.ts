// The attribution chunk: named after its widget, so the build writes chunks/attribution-[hash].js.
import '@vitrine/attribution';
