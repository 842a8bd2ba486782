import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_PATTERN, MAX_SLUG_BASE_LENGTH, blogSlugBase } from './blog-slugs.ts';

describe('blogSlugBase', () => {
  it('keeps lower-case letters and digits joined by single dashes', () => {
    expect(blogSlugBase('Anxiety & Sleep: 5 Gentle Tips')).toBe('anxiety-sleep-5-gentle-tips');
    expect(blogSlugBase("  It's Okay to Not Be Okay!  ")).toBe('it-s-okay-to-not-be-okay');
    expect(blogSlugBase('Café, naïve, Résumé')).toBe('cafe-naive-resume');
  });

  it('answers "post" when nothing is left', () => {
    expect(blogSlugBase('नमस्ते')).toBe('post');
    expect(blogSlugBase('?!')).toBe('post');
  });

  it('stays short and never ends in a dash', () => {
    const slug = blogSlugBase(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_BASE_LENGTH);
    expect(slug).toMatch(BLOG_SLUG_PATTERN);
  });

  it('makes only slugs the pattern accepts', () => {
    for (const title of ['A', '--a--b--', 'x'.repeat(200), '<script>alert(1)</script>']) {
      expect(blogSlugBase(title), title).toMatch(BLOG_SLUG_PATTERN);
    }
  });
});
