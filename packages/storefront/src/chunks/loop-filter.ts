// The loop-filter chunk: named after its widget, so the build writes chunks/loop-filter-[hash].js.
import '@vitrine/loop-filter';
