// The site's form helpers, apart from the menu and notices every page mounts at once: the quote form and the password
// toggle sit on a few pages only, so no other page fetches them (docs/performance.md, JS before interactive).
import { defineWidget } from '@vitrine/core';
import { PasswordToggle } from './PasswordToggle.tsx';
import { QuoteForm } from './QuoteForm.tsx';

defineWidget('fk-quote-form', QuoteForm, { mode: 'enhance' });
defineWidget('fk-password-toggle', PasswordToggle, { mode: 'enhance' });
