// Swizzled (eject): the theme labels this <svg> without a role, which assistive technology may ignore
// (html-validate aria-label-misuse); role="img" makes links read "…（新しいタブで開く）". The label is
// the theme's own text, translated in i18n/ja/code.json.
import {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Icon/ExternalLink';
import styles from './styles.module.css';

// The theme's inline sprite (docusaurus-theme-classic/src/inlineSvgSprites.ts).
const svgSprite = '#theme-svg-external-link';

export default function IconExternalLink({width = 13.5, height = 13.5}: Props): ReactNode {
  return (
    <svg
      role="img"
      width={width}
      height={height}
      aria-label={translate({
        id: 'theme.IconExternalLink.ariaLabel',
        message: '(opens in new tab)',
        description: 'The ARIA label for the external link icon',
      })}
      className={styles.iconExternalLink}>
      <use href={svgSprite} />
    </svg>
  );
}
