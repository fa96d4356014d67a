// The starter's file (scripts/rewrite/start-when-parsed.mjs): what the starter starts, once the
// page is parsed and the file is in.
//
// 1. It waits for the page's eager images still loading (an album's first row, an event's cover:
//    the largest paint), IMAGES_WAIT_MS at most, so the scripts do not share the line with them.
// 2. It preloads the shared script file unless the starter did.
// 3. Once the page has painted its next frame (or at once in a hidden page, which paints none), it
//    puts back the disabled link of each inlined stylesheet (React finds its stylesheets by their
//    links), adds the page's scripts to run in order, and fetches the payload file if there is one.
// 4. With the payload in, it runs Next's inert inline scripts in order and hands Next the payload's
//    opening and text, as Next's own inline scripts would have. If the payload cannot be had, the
//    app does not start and the page stays as its HTML made it, which works without scripts.
import {
  IMAGES_WAIT_MS,
  INLINED_ATTRIBUTE,
  PAYLOAD_ATTRIBUTE,
  PRECEDENCE,
  START_ATTRIBUTE,
  WHEN_PARSED_TYPE,
} from '../names.mjs';
import { loadingEager, preloadLast, type StarterScript } from './shared';

/** Next's queue of RSC payload chunks, read by its runtime. */
type NextSelf = typeof globalThis & { __next_f?: unknown[] };

const starter = document.querySelector<StarterScript>(`script[${START_ATTRIBUTE}]`)!;
const files = starter.getAttribute(START_ATTRIBUTE)!.split(' ').filter(Boolean);
const payload = starter.getAttribute(PAYLOAD_ATTRIBUTE);

const waiting = Array.from(document.images).filter(loadingEager);
let left = waiting.length;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Starts once: when the last eager image is in, or the wait is over. */
function go() {
  if (left < 0) return;
  left = -1;
  clearTimeout(timer);
  start();
}

function start() {
  if (!starter.preloaded) preloadLast(files);
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    rest();
  };
  if (document.visibilityState === 'hidden') return once();
  document.addEventListener('visibilitychange', once);
  // After the next frame: a task queued from its animation frame.
  requestAnimationFrame(() => setTimeout(once, 0));
}

function rest() {
  document.querySelectorAll(`[${INLINED_ATTRIBUTE}]`).forEach((inlined) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('href', inlined.getAttribute(INLINED_ATTRIBUTE)!);
    link.setAttribute('data-precedence', PRECEDENCE);
    link.setAttribute('disabled', '');
    inlined.after(link);
  });
  const text = payload
    ? fetch(payload).then((response) => {
        if (!response.ok) throw Error(String(response.status));
        return response.text();
      })
    : null;
  for (const src of files) {
    const script = document.createElement('script');
    script.src = src;
    // Added scripts run in the order added, each as soon as it and those before it are in.
    script.async = false;
    document.head.appendChild(script);
  }
  if (text) text.then(run, () => {});
  else run(null);
}

/** Runs Next's inert inline scripts in order, then hands Next the payload fetched (if any). */
function run(text: string | null) {
  document
    .querySelectorAll<HTMLScriptElement>(`script[type="${WHEN_PARSED_TYPE}"]`)
    .forEach((block) => {
      const script = document.createElement('script');
      for (const { name, value } of Array.from(block.attributes))
        if (name !== 'type') script.setAttribute(name, value);
      script.text = block.text;
      block.replaceWith(script);
    });
  if (text === null) return;
  const queue = ((self as NextSelf).__next_f ??= []);
  queue.push([0]);
  queue.push([1, text]);
}

if (!left) go();
else {
  for (const image of waiting) {
    image.addEventListener('load', () => --left === 0 && go());
    image.addEventListener('error', () => --left === 0 && go());
  }
  timer = setTimeout(go, IMAGES_WAIT_MS);
}
