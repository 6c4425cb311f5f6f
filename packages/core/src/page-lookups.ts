/**
 * Lookups on the page's document through Document.prototype, taken when core loads. Page content can shadow any
 * member of `document` itself (Document's named properties win over its built-ins): a post holding
 * `<form name="getElementById">` made every `document.getElementById(…)` a call of that form, which throws.
 */
// Core also loads where there is no DOM (the server's tests, a build step): the prototype is read only where it is.
const page = typeof Document === 'function' ? Document.prototype : undefined;

/** The element with this id, as `document.getElementById` would answer before any content shadowed it. */
export function elementById(id: string, doc: Document = document): HTMLElement | null {
  return page!.getElementById.call(doc, id);
}

export function allInDocument(selector: string, doc: Document = document): NodeListOf<Element> {
  return page!.querySelectorAll.call(doc, selector);
}
