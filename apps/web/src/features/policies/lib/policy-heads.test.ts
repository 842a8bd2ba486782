import { PAGE_HEADS } from '@sukoon/contract/page-heads';
import { describe, expect, it } from 'vitest';
import { POLICY_PATHS, policyHead } from './policy-heads.ts';

describe('policy page heads', () => {
  it('say in English exactly what the server writes into the static shell', () => {
    for (const path of POLICY_PATHS) expect(policyHead(path, { locale: 'en' })).toEqual(PAGE_HEADS[path]);
  });

  it('are translated into Hindi and Marathi, with the brand name kept', () => {
    for (const locale of ['hi', 'mr'] as const) {
      for (const path of POLICY_PATHS) {
        const head = policyHead(path, { locale });
        expect(head.title).toMatch(/[\u0900-\u097F]/);
        expect(head.title).not.toBe(PAGE_HEADS[path].title);
        expect(head.description).toContain('Sukoon');
        expect(head.description).not.toMatch(/\{brand\}/);
      }
    }
  });
});
