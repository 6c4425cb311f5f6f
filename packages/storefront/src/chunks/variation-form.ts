// The variation-form chunk: named after its widget, so the build writes chunks/variation-form-[hash].js.
import '@vitrine/variation-form';
