// The « Vitrine : panier » block in the block editor: no build step, WordPress's own globals. The block is dynamic
// (includes/class-header-cart.php renders it on every page), so the editor shows the server's markup and saves nothing.
((blocks, element, blockEditor, ServerSideRender) => {
  blocks.registerBlockType('vitrine/cart', {
    edit: () => element.createElement('div', blockEditor.useBlockProps(), element.createElement(ServerSideRender, { block: 'vitrine/cart' })),
    save: () => null,
  });
})(window.wp.blocks, window.wp.element, window.wp.blockEditor, window.wp.serverSideRender);
