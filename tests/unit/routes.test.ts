// The route contract (tests/routes.json) against the docs tree and sidebars.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {declaredTags, docFiles, publishedDocFiles, routes} from '../lib/docs';
import {sidebarDocIds, sidebarItems, type SidebarItem} from '../lib/sidebars';

const docs = docFiles();
const published = publishedDocFiles();
const byPermalink = new Map(published.map((doc) => [doc.permalink, doc]));
const docRoutes = routes.filter((route) => route.kind === 'doc');

test('the contract has 158 routes, 139 of them docs', () => {
  assert.equal(routes.length, 158);
  assert.equal(docRoutes.length, 139);
  assert.equal(new Set(routes.map((r) => r.path)).size, routes.length, 'a path is listed twice');
});

test('every contract doc route has exactly one doc file', () => {
  const missing = docRoutes.filter((route) => !byPermalink.has(route.path)).map((r) => r.path);
  assert.deepEqual(missing, [], `contract doc routes without a doc file: ${missing.join(', ')}`);
  const permalinks = published.map((doc) => doc.permalink);
  const twice = permalinks.filter((p, i) => permalinks.indexOf(p) !== i);
  assert.deepEqual(twice, [], `permalinks produced by two docs: ${twice.join(', ')}`);
});

test('every published doc is a route of the contract (no extra public route)', () => {
  const contract = new Set(routes.map((route) => route.path));
  const extra = published.filter((doc) => !contract.has(doc.permalink)).map((d) => `${d.file} → ${d.permalink}`);
  assert.deepEqual(extra, [], `docs outside the route contract:\n${extra.join('\n')}`);
});

test('every contract doc is in the sidebar it names, and only there', () => {
  const problems: string[] = [];
  for (const route of docRoutes) {
    const doc = byPermalink.get(route.path);
    if (!doc) continue;
    const inSidebars = Object.entries(sidebarDocIds)
      .filter(([, ids]) => ids.includes(doc.id))
      .map(([name]) => name);
    const expected = route.sidebar ? [route.sidebar] : [];
    if (inSidebars.join() !== expected.join()) {
      problems.push(`${doc.file} (${route.path}): in [${inSidebars.join(', ')}], contract says [${expected.join(', ')}]`);
    }
    if (route.sidebar === null && doc.frontMatter.displayed_sidebar !== null) {
      problems.push(`${doc.file}: a doc without a sidebar needs displayed_sidebar: null`);
    }
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});

test('no doc id is listed twice across the four sidebars', () => {
  assert.deepEqual(Object.keys(sidebarDocIds).sort(), ['introduction', 'messageManager', 'socialLogin', 'socialLoginLegacy']);
  const all = Object.values(sidebarDocIds).flat();
  const twice = all.filter((id, i) => all.indexOf(id) !== i);
  assert.deepEqual(twice, [], `doc ids listed twice: ${twice.join(', ')}`);
  const known = new Set(published.map((doc) => doc.id));
  const unknown = all.filter((id) => !known.has(id));
  assert.deepEqual(unknown, [], `sidebar ids with no published doc: ${unknown.join(', ')}`);
});

test('sidebar categories link to a doc or to nothing (no generated-index pages)', () => {
  const bad: string[] = [];
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (typeof item === 'string') continue;
      if (item.link && item.link.type !== 'doc') bad.push(JSON.stringify(item.link));
      visit(item.items ?? []);
    }
  };
  Object.values(sidebarItems).forEach(visit);
  assert.deepEqual(bad, []);
});

test('exactly two draft docs exist, outside every sidebar', () => {
  const drafts = docs.filter((doc) => doc.frontMatter.draft === true);
  assert.equal(drafts.length, 2, `drafts: ${drafts.map((d) => d.file).join(', ')}`);
  const listed = Object.values(sidebarDocIds).flat();
  for (const draft of drafts) {
    assert.ok(!listed.includes(draft.id), `${draft.file}: a draft in a sidebar breaks the production build`);
  }
});

test('docs/tags.yml declares the 12 tags of the contract with their permalinks', () => {
  const tags = declaredTags();
  const tagRoutes = routes
    .filter((r) => r.kind === 'tag')
    .map((r) => r.path)
    .sort();
  assert.deepEqual(
    Object.values(tags)
      .map((t) => `/tags${t.permalink}`)
      .sort(),
    tagRoutes,
  );
  for (const [key, tag] of Object.entries(tags)) {
    assert.ok(tag.label, `tag ${key} has no label`);
    assert.ok(/[ぁ-んァ-ヶ一-龠]/.test(tag.description ?? ''), `tag ${key} needs a Japanese description`);
  }
});
