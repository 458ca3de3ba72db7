// Reads every doc's front matter and computes the permalink Docusaurus gives it (docs at `/`).
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../plugins/shared/files';
import yaml from 'js-yaml';
import {docsDir, siteDir} from './content';

export type Route = {path: string; kind: 'doc' | 'page' | 'tags' | 'tag'; sidebar?: string | null};
export type DocFile = {
  file: string; // relative to the site, e.g. docs/social-login/index.mdx
  id: string; // Docusaurus doc id, e.g. social-login/index
  permalink: string;
  frontMatter: Record<string, unknown>;
  body: string;
};

export const routes = JSON.parse(fs.readFileSync(path.join(siteDir, 'tests', 'routes.json'), 'utf8')) as Route[];

export function splitFrontMatter(text: string, file: string): {frontMatter: Record<string, unknown>; body: string} {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) throw new Error(`${file}: no front matter block`);
  const frontMatter = yaml.load(match[1]) as Record<string, unknown> | undefined;
  if (!frontMatter || typeof frontMatter !== 'object') throw new Error(`${file}: front matter is not a mapping`);
  return {frontMatter, body: text.slice(match[0].length)};
}

// Partials and other underscore files are not pages.
const walk = (dir: string) => filesUnder(dir, {name: /\.mdx?$/, skip: (name) => name.startsWith('_')});

/** Every doc page (partials excluded), drafts included. */
export function docFiles(): DocFile[] {
  return walk(docsDir)
    .sort()
    .map((full) => {
      const file = path.relative(siteDir, full);
      const {frontMatter, body} = splitFrontMatter(fs.readFileSync(full, 'utf8'), file);
      const rel = path.relative(docsDir, full).replace(/\.mdx?$/, '');
      const dir = path.posix.dirname(rel);
      const base = path.posix.basename(rel);
      const id = typeof frontMatter.id === 'string' ? (dir === '.' ? '' : `${dir}/`) + frontMatter.id : rel;
      let permalink: string;
      if (typeof frontMatter.slug === 'string') {
        permalink = frontMatter.slug;
      } else if (base === 'index') {
        permalink = `/${dir === '.' ? '' : `${dir}/`}`;
      } else {
        permalink = `/${rel}`;
      }
      return {file, id, permalink, frontMatter, body};
    });
}

/** The docs the build publishes (drafts excluded). */
export function publishedDocFiles(): DocFile[] {
  return docFiles().filter((doc) => doc.frontMatter.draft !== true);
}

export type DeclaredTag = {label: string; permalink: string; description: string};

/** The tags of docs/tags.yml, by key. */
export function declaredTags(): Record<string, DeclaredTag> {
  return yaml.load(fs.readFileSync(path.join(docsDir, 'tags.yml'), 'utf8')) as Record<string, DeclaredTag>;
}

export const sidebarRoots: Record<string, string> = {
  introduction: '/',
  messageManager: '/message/',
  socialLogin: '/social-login/',
  socialLoginLegacy: '/social-login/legacy/',
};
