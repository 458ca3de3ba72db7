/**
 * The client bundle's entry in place of core's clientEntry (./index.ts says why): the app starts
 * just after the browser has painted the server-rendered page, and in steps, each a task of its
 * own, so that none blocks input for long. Evaluated in one go, the app's modules, the route
 * table and the page's route components took one task of 110–180 ms at Lighthouse's 4× CPU
 * slowdown, the longest after the first paint on every page kind (BENCHMARKS.md; the speed goal: every page kind at least as good as a stock page). The steps
 * evaluate only what core's clientEntry evaluates, in its order, and preload the page's routes
 * as its preload does (client/preload.js), one route a step; clientEntry then finds it all done:
 * a module is evaluated once, a route component loaded once.
 *
 * An animation frame comes right before a paint, and a task queued from it runs after the paint.
 * A tab opened in the background paints nothing and gets no animation frames: there the app
 * starts at once. The timer is a safety net should a frame never come.
 */
import type {RouteConfig} from 'react-router-config';

/** A step returns nothing, a promise to wait for, or more steps to run next. */
type Step = () => unknown;

/* eslint-disable @typescript-eslint/no-require-imports -- each step is a require, evaluated when its task runs */
const steps: Step[] = [
  () => void require('react-dom/client'),
  () => void require('@generated/routes'),
  () => void require('@generated/client-modules'),
  () => routePreloads(window.location.pathname),
  () => void require('@docusaurus/core/lib/client/clientEntry'),
];

/** core's preload(pathname), a step for each matched route: its component and the chunks it loads. */
function routePreloads(pathname: string): Step[] {
  const {matchRoutes} = require('react-router-config') as typeof import('react-router-config');
  const routes = (require('@generated/routes') as {default: RouteConfig[]}).default;
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
  const components = matches.map((match) => match.route.component as {preload?: () => Promise<unknown>} | undefined);
  // A failed load is clientEntry's to report: its own preload gets the same rejected load.
  return components.map((component) => () => component?.preload?.().catch(() => undefined));
}
/* eslint-enable @typescript-eslint/no-require-imports */

function next(): void {
  const step = steps.shift();
  if (!step) return;
  const result = step();
  if (Array.isArray(result)) steps.unshift(...(result as Step[]));
  void Promise.resolve(result).then(() => setTimeout(next, 0));
}

let started = false;

function start(): void {
  if (started) return;
  started = true;
  next();
}

if (document.visibilityState === 'hidden') {
  start();
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
}
