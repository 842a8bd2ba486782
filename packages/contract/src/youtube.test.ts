import { describe, expect, it } from 'vitest';
import { toYouTubeEmbedUrl, youTubeVideoId } from './youtube.ts';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}`;

describe('toYouTubeEmbedUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s&list=PL123`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}#comments`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abcDEF123&t=10`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1&rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}?si=x`,
    `  https://WWW.YOUTUBE.COM/watch?v=${ID}  `,
  ])('turns %s into the embed link', (link) => {
    expect(toYouTubeEmbedUrl(link)).toBe(EMBED);
  });

  it.each([
    '',
    'not a link',
    'https://vimeo.com/123456789',
    `https://example.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQextra',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC1234567890',
    'https://www.youtube.com/',
    `javascript:alert('${ID}')`,
    `ftp://youtube.com/watch?v=${ID}`,
    `https://user@youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID} extra`,
  ])('refuses %s', (link) => {
    expect(toYouTubeEmbedUrl(link)).toBeNull();
  });

  it('keeps ids with dashes and underscores', () => {
    expect(youTubeVideoId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
  });

  it('is stable: an embed link normalises to itself', () => {
    expect(toYouTubeEmbedUrl(EMBED)).toBe(EMBED);
  });
});
