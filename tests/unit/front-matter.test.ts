// Rules every doc's front matter follows. Each failure names the file.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {declaredTags, publishedDocFiles, routes} from '../lib/docs';

const docs = publishedDocFiles();
const tagKeys = Object.keys(declaredTags());
const contractPaths = routes.map((route) => route.path);
const japanese = /[ぁ-んァ-ヶ一-龠]/;

function check(rule: string, fn: (doc: (typeof docs)[number]) => string | null) {
  test(rule, () => {
    const problems = docs.map((doc) => {
      const problem = fn(doc);
      return problem ? `${doc.file}: ${problem}` : null;
    });
    const found = problems.filter(Boolean);
    assert.deepEqual(found, [], found.join('\n'));
  });
}

check('title and description are Japanese sentences of sensible length', (doc) => {
  const {title, description} = doc.frontMatter;
  if (typeof title !== 'string' || !title.trim()) return 'missing title';
  if (typeof description !== 'string' || !japanese.test(description)) return 'missing Japanese description';
  if (description.length > 160) return `description has ${description.length} characters (at most 160)`;
  return null;
});

check('docs in a sidebar have a sidebar_label and a sidebar_position', (doc) => {
  if (doc.frontMatter.displayed_sidebar === null || doc.permalink === '/glossary') return null;
  if (typeof doc.frontMatter.sidebar_label !== 'string') return 'missing sidebar_label';
  if (typeof doc.frontMatter.sidebar_position !== 'number') return 'missing numeric sidebar_position';
  return null;
});

check('tags come from docs/tags.yml only', (doc) => {
  const tags = doc.frontMatter.tags;
  if (tags === undefined) return null;
  if (!Array.isArray(tags)) return 'tags must be a list of keys from docs/tags.yml';
  const unknown = tags.filter((tag) => typeof tag !== 'string' || !tagKeys.includes(tag));
  return unknown.length ? `unknown tags ${JSON.stringify(unknown)} (declare them in docs/tags.yml)` : null;
});

check('slug is set exactly for pages that have children but no trailing slash', (doc) => {
  const slug = doc.frontMatter.slug;
  if (doc.permalink === '/') return doc.frontMatter.id === 'introduction' && slug === '/' ? null : 'home needs id: introduction and slug: /';
  const needsSlug = !doc.permalink.endsWith('/') && contractPaths.some((p) => p.startsWith(`${doc.permalink}/`));
  if (needsSlug && slug !== doc.permalink) return `needs slug: ${doc.permalink}`;
  if (!needsSlug && slug !== undefined && doc.permalink !== '/glossary') return 'slug is only for pages with children; the file path gives the URL';
  if (doc.frontMatter.id !== undefined) return 'ids come from file names; only the home doc sets id';
  return null;
});

check('the body has no h1 (the title is the h1) and no placeholder text', (doc) => {
  const body = doc.body.replace(/```[\s\S]*?```/g, '');
  if (/^# /m.test(body)) return 'a "# " heading duplicates the title';
  if (/準備中|TODO|TBD|FIXME|Lorem ipsum/.test(body)) return 'placeholder text';
  if (!japanese.test(body)) return 'empty body';
  return null;
});

check('keywords, when present, are a list of strings', (doc) => {
  const keywords = doc.frontMatter.keywords;
  if (keywords === undefined) return null;
  return Array.isArray(keywords) && keywords.every((k) => typeof k === 'string') ? null : 'keywords must be a list of strings';
});
