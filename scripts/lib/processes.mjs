// The processes a command runs side by side (`npm run cms`: decap-server and the dev server; the
// forms stack: the receiver and its front), stopped together.
import { spawn } from 'node:child_process';

/**
 * A group of child processes sharing this process's terminal: when one stops on its own, the
 * rest are stopped and this process exits with a failure; Ctrl-C or SIGTERM stops them all.
 * `label` starts its messages ('cms', 'forms stack').
 */
export function processGroup(label) {
  const children = [];
  let stopping = false;

  function stop(code = 0) {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    process.exitCode = code;
    // Watchers or timers of the caller's may hold the process: leave once the children have
    // their signal.
    setTimeout(() => process.exit(code), 500).unref();
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

  /** Starts `command` in the group; `name` is what its messages call it. */
  function start(name, command, args, options = {}) {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${label}: ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stop(code || 1);
    });
    children.push(child);
    return child;
  }

  return { start, stop };
}
