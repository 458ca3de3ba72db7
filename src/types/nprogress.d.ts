// nprogress 0.2 ships no types; the one call the site makes (src/clientModules/progressBarRoles.ts).
declare module 'nprogress' {
  const nprogress: {configure(options: {template?: string; barSelector?: string; spinnerSelector?: string}): void};
  export default nprogress;
}
