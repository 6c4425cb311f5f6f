/**
 * The content the server printed inside a popup or panel, put back once into a box React never renders children
 * into. Kept mounted while hidden, so its forms keep what the shopper typed and its links stay on the page.
 */
export function ServerContent({ markup, className }: { markup: DocumentFragment | null; className: string }) {
  return (
    <div
      className={className}
      ref={(box) => {
        if (box && markup && !box.hasChildNodes()) box.append(markup.cloneNode(true));
      }}
    />
  );
}
