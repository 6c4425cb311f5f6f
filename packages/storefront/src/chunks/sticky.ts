// The sticky chunk: named after its widget, so the build writes chunks/sticky-[hash].js.
import '@vitrine/sticky';
