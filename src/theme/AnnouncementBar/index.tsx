// Swizzled (wrap): when a new announcement id resets an earlier dismissal, the pre-hydration script
// has already hidden the bar with CSS; clear that flag so the new announcement shows at once.
import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

export default function AnnouncementBarWrapper(): React.JSX.Element {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
