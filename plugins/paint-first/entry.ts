/**
 * The client bundle's entry in place of core's clientEntry (./index.ts says why): the app's modules
 * are evaluated, and the page hydrated, just after the browser has painted the server-rendered
 * page. An animation frame comes right before a paint, and a task queued from it runs after the
 * paint. A tab opened in the background paints nothing and gets no animation frames: there the
 * app starts at once. The timer is a safety net should a frame never come.
 */
let started = false;

function start(): void {
  if (started) return;
  started = true;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@docusaurus/core/lib/client/clientEntry');
}

if (document.visibilityState === 'hidden') {
  start();
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
}
