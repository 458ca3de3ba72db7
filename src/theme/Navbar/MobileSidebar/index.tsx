// Swizzled (wrap): the phone menu is drawn when it first opens, not while the app takes over the page.
import {useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * At phone width the theme draws its closed menu (every navbar item, and on a docs page the docs
 * sidebar, twice) as soon as the app has taken over: on the guide, 344 of the 640 components
 * rendered after hydration, in the longest script task of the page's load (BENCHMARKS.md, A/B).
 * Once opened, the menu stays drawn, so that it closes and opens as the theme's does; the first
 * opening slides in from CSS (`@starting-style` in src/css/custom.css).
 */
export default function MobileSidebarOnceOpened(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
