import { describe, expect, it } from 'vitest';
import { formatUkTime, formatClock, formatSince } from './uk-clock.ts';

describe('UK clock times', () => {
  it('are UK times: GMT in winter, BST in summer', () => {
    expect(formatUkTime('2026-11-24T10:42:00Z')).toBe('10:42, 24 Nov');
    expect(formatUkTime('2026-07-01T09:05:00Z')).toBe('10:05, 1 Jul');
    expect(formatClock('2026-07-01T23:30:00Z')).toBe('00:30');
  });

  it('name the day only when it is not the UK day of now', () => {
    const now = Date.parse('2026-11-24T10:50:00Z');
    expect(formatSince('2026-11-24T10:42:00Z', now)).toBe('10:42');
    expect(formatSince('2026-11-23T17:30:00Z', now)).toBe('17:30, 23 Nov');
  });
});
