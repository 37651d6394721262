/**
 * The exit code of a server refused by its configuration (sysexits' EX_CONFIG, issue #23): instrumentation.ts exits
 * with it, and scripts/start.js (plain CommonJS, its own copy of the number) does not restart an instance that did.
 */
export const CONFIG_EXIT_CODE = 78;
