/**
 * What the loader asks of the page's `document`, through the prototypes. Page content can shadow any member of
 * `document` itself (Document's named properties win over its built-ins) and of a form (its fields' names do): a post
 * holding `<form name="getElementById">` or `<img name="head">` made the loader's first call throw, and no widget
 * came. The prototypes are the browser's; markup cannot reach them. Kept to what a shadowed value would break
 * (`createElement` is not here: React itself needs `document.createElement`), the loader's budget being 3 KB.
 */
const D = Document.prototype;

/** A getter of Document (`head`, `readyState`, `documentElement`) read on the page's document. */
export const readDocument = <T>(name: string): T => Object.getOwnPropertyDescriptor(D, name)!.get!.call(document);

/** In the document, or under an element the page added (a form's own method can be shadowed by a field). */
export const all = (selector: string, under?: Element): NodeListOf<Element> =>
  (under ? Element.prototype : D).querySelectorAll.call(under ?? document, selector);
