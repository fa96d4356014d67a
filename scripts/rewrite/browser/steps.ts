// The module that starts the app in steps (scripts/rewrite/start-in-steps.mjs), registered with
// Turbopack's runtime just before Next's bootstrap, which names it as the module to run. It
// evaluates each step's modules in a task of its own, in order, the next step posted once a step
// has run, as React's scheduler yields; a step that throws ends the start, as the entry throwing
// did.
import { STEPS_MODULE } from '../names.mjs';

/** The modules to evaluate, step by step: set at build, per page. */
declare const STEPS: (string | number)[][];

/** What Turbopack's runtime hands a module's factory: `r` evaluates a module by its id. */
interface ModuleContext {
  r: (id: string | number) => unknown;
}

const scope = globalThis as typeof globalThis & { TURBOPACK?: unknown[] };
(scope.TURBOPACK ||= []).push([
  STEPS_MODULE,
  STEPS_MODULE,
  (context: ModuleContext) => {
    let step = 0;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      for (const id of STEPS[step++]!) context.r(id);
      if (step < STEPS.length) channel.port2.postMessage(0);
      else channel.port1.close();
    };
    channel.port2.postMessage(0);
  },
]);
