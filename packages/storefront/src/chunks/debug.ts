// Debug mode's start-up report: its own chunk, fetched only when debug mode is asked for. Imported by its own
// path, not through core's index, so that none of it lands in the shared runtime chunk; and core's index is
// reached as every widget reaches it, or esbuild (which groups modules by the entries reaching them) would split
// the runtime chunk in two.
import '@vitrine/core';

export { reportStartup } from '@vitrine/core/debug';
