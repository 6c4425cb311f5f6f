import { useCallback } from 'react';

/**
 * Nodes the server printed that a render widget keeps as they were (a product form's add-on fields, or the
 * whole markup when the widget finds nothing it knows inside). React owns only the box, which takes no room
 * of its own; what is inside is placed once per list of nodes and left alone on every render.
 */
export function ServerNodes({ nodes }: { nodes: readonly Node[] }) {
  const place = useCallback(
    (box: HTMLDivElement | null) => {
      box?.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
    },
    [nodes],
  );
  return nodes.length > 0 ? <div className="vitrine-server-markup" style={{ display: 'contents' }} ref={place} /> : null;
}
