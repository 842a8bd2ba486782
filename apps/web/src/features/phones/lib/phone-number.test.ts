import { describe, expect, it } from 'vitest';
import { formatPhone, formatWait } from './phone-number.ts';

describe('phone number and wait formats', () => {
  it('ten digits read in two groups of five; anything else as it is', () => {
    expect(formatPhone('9876543210')).toBe('98765 43210');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('a wait in m:ss, never below zero', () => {
    expect(formatWait(45)).toBe('0:45');
    expect(formatWait(60)).toBe('1:00');
    expect(formatWait(89.2)).toBe('1:30');
    expect(formatWait(-3)).toBe('0:00');
  });
});
