// Debug mode's start-up report: its own chunk, fetched only when debug mode is asked for.
export { reportStartup } from '@vitrine/core';
