// The site chunk: named after its widget, so the build writes chunks/site-[hash].js.
import '@vitrine/site';
