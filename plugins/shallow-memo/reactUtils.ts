/**
 * What theme-common's useMutationObserver and navbarSecondaryMenu/content import from its
 * utils/reactUtils (./upstream.ts lists them), with useShallowMemoObject changed (./index.ts says
 * why): the object's keys are put in order by code unit instead of by localeCompare. The order
 * only has to be the same from one render to the next; the keys are option names. The rest comes
 * from theme-common's public entry.
 */
import {useMemo} from 'react';
import {byCodeUnit} from './keyOrder';

export {ReactContextError, useEvent} from '@docusaurus/theme-common';

export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(byCodeUnit);
  // The theme's own hook, with the keys in code-unit order: its dependencies are the entries' values.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  return useMemo(() => obj, deps.flat());
}
