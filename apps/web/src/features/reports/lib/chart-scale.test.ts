import { describe, expect, it } from 'vitest';
import { formatAxisPaise, moneyAxis } from './chart-scale.ts';

describe('moneyAxis', () => {
  it('covers the largest bar with round steps', () => {
    const axis = moneyAxis(1_72_700_00, 0);
    expect(axis.max).toBeGreaterThanOrEqual(1_72_700_00);
    expect(axis.min).toBe(0);
    expect(axis.ticks[0]).toBe(0);
    expect(axis.ticks.at(-1)).toBe(axis.max);
    expect(axis.ticks.length).toBeLessThanOrEqual(6);
  });

  it('reaches below zero for refunds', () => {
    const axis = moneyAxis(50_000_00, 19_900);
    expect(axis.min).toBeLessThan(0);
    expect(axis.min).toBeLessThanOrEqual(-19_900);
    expect(axis.ticks).toContain(0);
  });

  it('still draws an axis for an empty range', () => {
    expect(moneyAxis(0, 0).max).toBeGreaterThan(0);
  });
});

describe('formatAxisPaise', () => {
  it('shortens rupees the Indian way', () => {
    expect(formatAxisPaise(95_000)).toBe('₹950');
    expect(formatAxisPaise(12_000_00)).toBe('₹12K');
    expect(formatAxisPaise(1_50_000_00)).toBe('₹1.5L');
    expect(formatAxisPaise(-2_00_00_000_00)).toBe('−₹2Cr');
  });
});
