import { describe, expect, it } from 'vitest';
import { withArticleHead } from './web-app-pages.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Sukoon — online counselling</title>
    <meta name="description" content="The site's own description">
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const count = (text: string, part: string) => text.split(part).length - 1;

describe('a post’s page head', () => {
  // A string replacement reads these as "the match", "before it", "after it" and "$".
  const PATTERNS = ['$&', '$`', "$'", '$$'];

  it('shows $ patterns in the title, author and description once each, as typed', () => {
    for (const pattern of PATTERNS) {
      const title = `Title ${pattern} end`;
      const author = `Ann ${pattern} Author`;
      const description = `About ${pattern} money`;
      const { html } = withArticleHead(SHELL, {
        title,
        description,
        author,
        url: 'https://sukoon.example/blog/dollars',
        image: 'https://sukoon.example/images/post.png',
        datePublished: '2026-11-20T10:00:00.000Z',
      });
      const escapedPattern = pattern.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
      expect(count(html, '<title>'), pattern).toBe(1);
      expect(count(html, '</head>'), pattern).toBe(1);
      expect(count(html, '<!doctype html>'), pattern).toBe(1);
      expect(count(html, '<script type="module"'), pattern).toBe(1);
      expect(html, pattern).toContain(`<title>Title ${escapedPattern} end · Sukoon</title>`);
      expect(html, pattern).toContain(`<meta name="description" content="About ${escapedPattern} money">`);
      expect(html, pattern).toContain(`<meta property="og:title" content="Title ${escapedPattern} end"`);
      expect(html, pattern).toContain(
        `<meta property="og:description" content="About ${escapedPattern} money"`,
      );
      const jsonLd = /<script type="application\/ld\+json" data-article-head>(.*?)<\/script>/s.exec(html);
      const article = JSON.parse(jsonLd?.[1] ?? 'null') as {
        headline: string;
        description: string;
        author: { name: string };
      };
      expect(article).toMatchObject({ headline: title, description, author: { name: author } });
      // Outside the JSON-LD, each text only where it belongs: the title and og:title.
      const tags = html.replace(jsonLd?.[0] ?? '', '');
      expect(count(tags, `Title ${escapedPattern} end`), pattern).toBe(2);
      expect(count(tags, `Ann ${escapedPattern} Author`), pattern).toBe(0);
    }
  });
});
