// Core's own route preloader (match the path, load the route's components), used as it is.
export {default} from '@docusaurus/core/lib/client/preload';
