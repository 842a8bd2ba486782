import { PAGE_HEADS } from '@sukoon/contract/page-heads';
import { describe, expect, it } from 'vitest';
import { m } from '../paraglide/messages.js';
import { SITE } from './site-config.ts';
import { PAGE_HEAD_MESSAGES } from './page-head-messages.ts';

type Message = (inputs: { brand: string }, options: { locale: 'en' | 'hi' | 'mr' }) => string;
const text = (key: string, locale: 'en' | 'hi' | 'mr') =>
  (m as unknown as Record<string, Message>)[key]?.({ brand: SITE.brand }, { locale });

describe('the page heads the server writes into each language’s shell', () => {
  it('name every page the server has a head for', () => {
    expect(Object.keys(PAGE_HEAD_MESSAGES).sort()).toEqual(Object.keys(PAGE_HEADS).sort());
  });

  it('say in English exactly what the server writes into the English shell', () => {
    for (const [path, [title, description]] of Object.entries(PAGE_HEAD_MESSAGES)) {
      expect({ title: text(title, 'en'), description: text(description, 'en') }, path).toEqual(
        PAGE_HEADS[path as keyof typeof PAGE_HEADS],
      );
    }
  });

  it('are Hindi and Marathi in those shells', () => {
    for (const locale of ['hi', 'mr'] as const) {
      for (const [path, [title, description]] of Object.entries(PAGE_HEAD_MESSAGES)) {
        expect(text(title, locale), `${locale} ${path}`).toMatch(/[\u0900-\u097F]/);
        expect(text(description, locale), `${locale} ${path}`).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});
