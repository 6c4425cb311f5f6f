/**
 * Every wc-ajax endpoint module, imported for its `registerWcAjax` calls. A new family of calls (side cart,
 * express checkout) is one new file and one line here.
 */
import './store-cart.ts';
import './side-cart.ts';
import './express.ts';
