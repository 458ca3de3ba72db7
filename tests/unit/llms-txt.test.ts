// The Markdown of each page (plugins/llms-txt): the clean-up of the built HTML, the leftovers that
// fail the build, the text of llms.txt and the full files, and where a page's Markdown lives.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import readerHtml from '../../plugins/llms-txt/readerHtml';
import {leftoversIn} from '../../plugins/llms-txt/leftovers';
import {separateQuotes, withTitle} from '../../plugins/llms-txt/pageMarkdown';
import {llmsFullTxt, llmsTxt, type MarkdownPage} from '../../plugins/llms-txt/indexFiles';
import {markdownPathOf} from '../../src/lib/markdownPath';
import {llmsAreas} from '../../src/config/llms';

const linkTarget = (href: string) => `https://docs.example${href.replace(/#.*/, '')}.md${href.includes('#') ? href.slice(href.indexOf('#')) : ''}`;

function clean(html: string): string {
  const tree = fromHtml(html, {fragment: true});
  readerHtml({linkTarget})(tree);
  return toHtml(tree);
}

test("a page's Markdown is at its path with .md, and at index.md inside a path that ends in /", () => {
  assert.equal(markdownPathOf('/social-login/setup'), '/social-login/setup.md');
  assert.equal(markdownPathOf('/message/'), '/message/index.md');
  assert.equal(markdownPathOf('/'), '/index.md');
  assert.equal(markdownPathOf('/variant/guidelines'), '/variant/guidelines.md');
});

test("headings lose their # link and React's comments go", () => {
  assert.equal(
    clean('<h2 id="a">認証<a href="#a" class="hash-link" aria-label="認証 への直接リンク">\u200b</a></h2><p>有効期間は <!-- -->1 時間<!-- --> です</p>'),
    '<h2 id="a">認証</h2><p>有効期間は 1 時間 です</p>',
  );
});

test('a highlighted code block becomes one <pre><code> with its language and its title above it', () => {
  const block =
    '<div class="language-ts codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_y">examples/a.ts</div><div class="codeBlockContent_z"><pre class="prism-code language-ts"><code>' +
    '<div class="token-line"><span class="token keyword">const</span><span> a = 1;</span><br></div>' +
    '<div class="token-line"><span></span><br></div>' +
    '<div class="token-line"><span>a;</span><br></div></code></pre></div></div>';
  assert.equal(clean(block), '<p><code>examples/a.ts</code></p><pre><code class="language-ts">const a = 1;\n\na;</code></pre>');
});

test('tabs become sections headed one level below the heading they are under, code blocks inside cleaned too', () => {
  const tabs =
    '<h3>例</h3><div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">curl</li><li role="tab">TypeScript</li></ul>' +
    '<div class="margin-top--md"><div role="tabpanel"><div class="language-bash theme-code-block"><div><pre><code><div class="token-line">curl x<br></div></code></pre></div></div></div>' +
    '<div role="tabpanel" hidden><p>TS</p></div></div></div>';
  assert.equal(clean(tabs), '<h3>例</h3><h4>curl</h4><pre><code class="language-bash">curl x</code></pre><h4>TypeScript</h4><p>TS</p>');
  assert.throws(() => clean('<div class="theme-tabs-container"><ul><li role="tab">a</li></ul><div></div></div>'), /1 labels for 0 panels/);
});

test('an admonition becomes a block quote that starts with its label', () => {
  const box =
    '<div class="theme-admonition theme-admonition-warning alert"><div class="admonitionHeading_x"><span><svg></svg></span>警告</div><div class="admonitionContent_y"><p>本文</p></div></div>';
  assert.equal(clean(box), '<blockquote><p><strong>警告</strong></p><p>本文</p></blockquote>');
});

test('the endpoint line becomes the method and URL in one code span, then the OpenAPI link', () => {
  const line =
    '<p class="api-endpoint endpoint_x"><span class="api-endpoint__method get_y">GET</span><code><span class="host_z">https://api.socialplus.jp</span>/oauth2/userinfo</code>' +
    '<a class="openapi_w" href="/openapi/social-login-oidc.yaml" download="social-login-oidc.yaml">OpenAPI をダウンロード</a></p>';
  assert.equal(
    clean(line),
    '<p><code>GET https://api.socialplus.jp/oauth2/userinfo</code> <a class="openapi_w" href="https://docs.example/openapi/social-login-oidc.yaml.md">OpenAPI をダウンロード</a></p>',
  );
});

test('links into the site go through the link target; other links and images that are files stay', () => {
  assert.equal(
    clean('<p><a href="/glossary#用語">用語</a> <a href="https://openid.net/" target="_blank" rel="noopener">外部</a> <a href="#here">ここ</a></p>'),
    '<p><a href="https://docs.example/glossary.md#用語">用語</a> <a href="https://openid.net/" rel="noopener">外部</a> <a href="#here">ここ</a></p>',
  );
  assert.equal(clean('<p><img src="data:image/svg+xml;base64,AAAA" alt="フローの図"></p>'), '<p>［図: フローの図］</p>');
  assert.equal(clean('<p><img src="/img/a.png" alt="a"></p>'), '<p><img src="/img/a.png" alt="a"></p>');
});

test('leftovers: source syntax and screen markup outside code are reported, code is exempt', () => {
  assert.deepEqual(
    leftoversIn('# 見出し\n\n本文 `<T>` と `import x from "y"`\n\n```ts\nimport a from \'a\';\nconst b: Promise<T> = c;\n```\n\n| a |\n| - |\n| x<br />y |\n'),
    [],
  );
  assert.deepEqual(leftoversIn("import Tabs from '@theme/Tabs';\n\n本文\n"), ["import or export statement: import Tabs from '@theme/Tabs';"]);
  assert.deepEqual(leftoversIn('本文 \\<Operation api="x" />\n'), ['JSX element: 本文 <Operation api="x" />']);
  assert.deepEqual(leftoversIn('<div class="x">a</div>\n'), ['raw HTML: <div class="x">a</div>']);
  assert.deepEqual(leftoversIn('## 認証[\u200b](#認証 "認証 への直接リンク")\n'), ['heading link: \u200b']);
});

const page = (route: string, title: string, description = ''): MarkdownPage => ({
  route,
  title,
  description,
  markdownUrl: `https://docs.example${markdownPathOf(route)}`,
  markdown: `# ${title}\n\n本文\n`,
});

test('llms.txt: name, summary, the full files, one section per area, OpenAPI, then Optional', () => {
  const [introduction, oidc] = llmsAreas;
  const text = llmsTxt({
    siteTitle: 'サイト',
    summary: '要約\nの段落',
    fullFileUrl: 'https://docs.example/llms-full.txt',
    areas: [
      {area: introduction, fullFileUrl: 'https://docs.example/a.txt', pages: [page('/', 'はじめ', '説明  の\n文')]},
      {area: oidc, fullFileUrl: 'https://docs.example/b.txt', pages: [page('/social-login/', '概要 [版]')]},
    ],
    openApi: [{title: 'API', url: 'https://docs.example/openapi/a.yaml', description: 'API の説明'}],
    optional: [page('/blog', 'ブログ')],
  });
  const lines = text.split('\n');
  assert.deepEqual(lines.slice(0, 3), ['# サイト', '', '> 要約 の段落']);
  assert.ok(lines.includes('- [全ページ](https://docs.example/llms-full.txt): すべてのページの Markdown を、この一覧の順に 1 つにまとめたもの'));
  assert.ok(lines.includes(`- [「${introduction.label}」の全ページ](https://docs.example/a.txt): 「${introduction.label}」のページの Markdown をまとめたもの`));
  assert.deepEqual(
    lines.filter((line) => line.startsWith('## ')),
    [`## ${introduction.label}`, `## ${oidc.label}`, '## OpenAPI', '## Optional'],
  );
  assert.ok(lines.includes('- [はじめ](https://docs.example/index.md): 説明 の 文'));
  assert.ok(lines.includes('- [概要 \\[版\\]](https://docs.example/social-login/index.md)'));
  assert.ok(lines.includes('- [API](https://docs.example/openapi/a.yaml): API の説明'));
  assert.equal(lines.at(-2), '- [ブログ](https://docs.example/blog.md)');
});

test('a full file: the header, then each page after a rule and its address', () => {
  const text = llmsFullTxt({siteTitle: 'サイト', summary: '要約', sectionTitle: '領域'}, [page('/a', 'A'), page('/b/', 'B')]);
  assert.equal(
    text,
    '# サイト: 領域\n\n> 要約\n\n---\n\n出典: https://docs.example/a.md\n\n# A\n\n本文\n\n---\n\n出典: https://docs.example/b/index.md\n\n# B\n\n本文\n',
  );
});

test("a page's Markdown starts with its title as the one H1, added only where the converted part has none", () => {
  assert.equal(withTitle('## 記事 1\n\n本文\n', 'ブログ'), '# ブログ\n\n## 記事 1\n\n本文\n');
  assert.equal(withTitle('# アーカイブ\n\n一覧\n', 'アーカイブ'), '# アーカイブ\n\n一覧\n');
});

test('two admonitions in a row stay two block quotes, an empty comment between them; other blocks join as usual', async () => {
  const {toMarkdown} = await import('mdast-util-to-markdown');
  const quote = (text: string) => ({type: 'blockquote' as const, children: [{type: 'paragraph' as const, children: [{type: 'text' as const, value: text}]}]});
  const paragraph = {type: 'paragraph' as const, children: [{type: 'text' as const, value: '本文'}]};
  assert.equal(
    toMarkdown({type: 'root', children: [quote('警告'), quote('ヒント'), paragraph, quote('注意')]}, {join: [separateQuotes]}),
    '> 警告\n\n<!---->\n\n> ヒント\n\n本文\n\n> 注意\n',
  );
  assert.deepEqual(leftoversIn('> 警告\n\n<!---->\n\n> ヒント\n'), []);
});
