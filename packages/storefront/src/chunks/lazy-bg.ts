// The lazy backgrounds chunk (widgets/site's fk-lazy-bg): written chunks/lazy-bg-[hash].js.
import '@vitrine/site/lazy-bg';
