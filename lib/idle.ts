/**
 * Runs `task` once the browser is next idle, and at the latest after `timeout` ms; where there is
 * no requestIdleCallback (Safari), in a task of its own straight after the current one. Returns a
 * function that cancels it if it has not run.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}
