// The share-buttons chunk: named after its widget, so the build writes chunks/share-buttons-[hash].js.
import '@vitrine/share-buttons';
