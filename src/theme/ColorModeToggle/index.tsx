// Swizzled (wrap): the switch names the mode in effect in the server-rendered page too. Until the app
// takes over, the theme hands the switch no choice, which it names "system mode" ("現在はシステムモード"
// in every page's HTML); this site does not follow the system's preference, so no choice is the
// default mode, which the pre-hydration script sets when the reader has stored none. A stored choice
// is named once the app has taken over, as before (upstream/docusaurus-color-mode-choice-before-hydration.md).
import type {ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {useThemeConfig} from '@docusaurus/theme-common';

export default function ColorModeToggleWithoutSystemMode(props: Props): ReactNode {
  const {defaultMode} = useThemeConfig().colorMode;
  const value = props.respectPrefersColorScheme ? props.value : (props.value ?? defaultMode);
  return <ColorModeToggle {...props} value={value} />;
}
