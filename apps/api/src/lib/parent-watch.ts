/**
 * Calls `onGone` once the process that started this one has exited. `npm start` runs the server
 * through `sh -c`: a SIGTERM to npm ends npm and the shell but never reaches the server, which
 * would go on serving, holding the port and DATA_DIR, with nobody left to stop it. An orphan is
 * handed to init (or a subreaper), so its parent id changes; that change is the signal.
 * A server started by init itself (systemd, a container's first process) has nothing to watch.
 * A timer, not a job: it is about this one process, not work to run once across instances, and
 * Linux gives Node no event for a parent's exit (no PR_SET_PDEATHSIG).
 */
export function watchParent(onGone: () => void, everyMs = 1_000): () => void {
  const parent = process.ppid;
  if (parent <= 1) return () => undefined;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
