// The starter, inline at the end of each page's <head> (scripts/rewrite/start-when-parsed.mjs).
// Once the document is parsed it asks for the starter's file and, when no eager image is still
// loading, preloads the shared script file, and says so on its element.
import { START_ATTRIBUTE } from '../names.mjs';
import { loadingEager, preloadLast, type StarterScript } from './shared';

/** The starter's file, by site path: set at build (its name carries a hash of its text). */
declare const STARTER_PATH: string;

const starter = document.currentScript as StarterScript;
document.addEventListener('DOMContentLoaded', () => {
  if (!Array.from(document.images).some(loadingEager)) {
    starter.preloaded = true;
    preloadLast(starter.getAttribute(START_ATTRIBUTE)!.split(' '));
  }
  const file = document.createElement('script');
  file.src = STARTER_PATH;
  document.head.appendChild(file);
});
