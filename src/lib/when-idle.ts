/**
 * Runs `task` once the browser is idle, at most `timeout` ms later (a short timer where there is no
 * `requestIdleCallback`, Safari's case). Returns its cancel.
 */
export function whenIdle(task: () => void, timeout = 1000) {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout });
  else setTimeout(run, 50);
  return () => {
    cancelled = true;
  };
}
