// The contact-buttons chunk (floating contact button and floating bars): chunks/contact-buttons-[hash].js.
import '@vitrine/contact-buttons';
