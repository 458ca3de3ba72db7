// Swizzled (eject): code is highlighted at build time (plugins/static-code-highlight), so the
// browser registers no Prism languages. The theme's version holds a require() over
// prismjs/components that still put Prism's component list (prismjs/components.json) into
// main.js with no language configured.
export default function prismIncludeLanguages(): void {}
