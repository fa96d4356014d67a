// The names the rewritten pages and the code that runs in them share: the build steps write them,
// the browser code (scripts/rewrite/browser/) reads them, the e2e suite checks them.

/** The attribute of an inlined stylesheet's link: the file it holds (its site path). */
export const INLINED_ATTRIBUTE = 'data-stylesheet';

/** The precedence React gives Next's stylesheets; the link put back carries it. */
export const PRECEDENCE = 'next';

/** The attribute of the inline script that starts the page's scripts: their paths, in order. */
export const START_ATTRIBUTE = 'data-start-scripts';

/** The starter's attribute naming the file that holds the page's RSC payload, when fetched. */
export const PAYLOAD_ATTRIBUTE = 'data-payload';

/** The type of Next's inline scripts once inert: the starter runs them when the page is parsed. */
export const WHEN_PARSED_TYPE = 'text/x-when-parsed';

/** Marks an inline script of <body> that must run where it stands, while the page is parsed. */
export const IN_PLACE_ATTRIBUTE = 'data-in-place';

/**
 * How long, from when the starter's file runs, it waits at most for the page's eager images
 * before it asks for the scripts and the payload, so that a stalled image cannot hold the app back.
 */
export const IMAGES_WAIT_MS = 1000;

/** The id of the module that starts the app in steps (Turbopack's own ids are numbers). */
export const STEPS_MODULE = 'start-in-steps';

/** The type of the inert script elements that stand for the chunks of a joined file. */
export const JOINED_TYPE = 'text/x-joined-chunk';
