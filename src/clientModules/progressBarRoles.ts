// The theme's route progress bar (nprogress) marks its parts with role="bar" and role="spinner",
// which are not ARIA roles (axe: aria-roles, critical). The same markup without them; the bar is
// decoration, as the page itself says when it has loaded.
import nprogress from 'nprogress';

nprogress.configure({
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
  spinnerSelector: '.spinner',
});
