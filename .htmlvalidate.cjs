// html-validate over the built pages (tests/e2e/html-validity.spec.ts).
// "standard" checks conformance to the HTML standard and leaves out style preferences: the HTML
// minifier omits optional quotes and end tags, which is valid HTML.
module.exports = {
  extends: ['html-validate:standard'],
  elements: [
    'html5',
    {
      // Docusaurus's code blocks render each line as a <div> inside <code> (theme CodeBlock/Line).
      // Browsers and screen readers handle it; making it valid would mean swizzling the line
      // component for no reader-visible change. Allowed here for <code> only.
      code: {permittedContent: ['@phrasing', 'div']},
    },
  ],
};
