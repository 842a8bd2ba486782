import { describe, expect, it } from 'vitest';
import { GST_STATES } from '@sukoon/contract/invoices';
import { getLocale, overwriteGetLocale } from '../../../paraglide/runtime.js';
import { gstStateName } from './gst-state-names.ts';

describe('GST state names', () => {
  it('are the contract’s own names in English, for every code', () => {
    for (const [code, name] of Object.entries(GST_STATES)) expect(gstStateName(code)).toBe(name);
  });

  it('are translated for every code in Hindi and Marathi', () => {
    const pageLocale = getLocale;
    try {
      for (const locale of ['hi', 'mr'] as const) {
        overwriteGetLocale(() => locale);
        for (const code of Object.keys(GST_STATES)) expect(gstStateName(code)).toMatch(/^[\u0900-\u097f ]+$/);
      }
      expect(gstStateName('27')).toBe('महाराष्ट्र');
    } finally {
      overwriteGetLocale(pageLocale);
    }
  });
});
