// github-slugger 1.5 ships no types; this is the part of its API the site uses.
declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
    static slug(value: string, maintainCase?: boolean): string;
  }
}
