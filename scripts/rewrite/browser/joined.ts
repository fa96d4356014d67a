// The head of a joined file (scripts/rewrite/join-scripts.mjs): before its chunks run, an inert
// script element for each, with the chunk's address, so that Turbopack's runtime and React, which
// look for a chunk's element before they fetch it, find it and fetch none twice.
import { JOINED_TYPE } from '../names.mjs';

/** The chunks the file holds, by site path: set at build, per file. */
declare const CHUNKS: string[];

for (const src of CHUNKS) {
  const element = document.createElement('script');
  // A data type: never fetched, never run.
  element.type = JOINED_TYPE;
  element.async = true;
  element.setAttribute('src', src);
  document.head.appendChild(element);
}
