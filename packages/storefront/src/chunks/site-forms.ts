// The site's forms chunk: the quote form and the password toggle (widgets/site/src/forms.ts).
import '@vitrine/site/forms';
