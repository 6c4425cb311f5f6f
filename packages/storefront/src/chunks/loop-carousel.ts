// The loop-carousel chunk: named after its widget, so the build writes chunks/loop-carousel-[hash].js.
import '@vitrine/loop-carousel';
