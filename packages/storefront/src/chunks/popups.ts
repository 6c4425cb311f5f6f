// The popups chunk: named after its widget, so the build writes chunks/popups-[hash].js.
import '@vitrine/popups';
