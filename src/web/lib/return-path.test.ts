import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('rebuilds the remembered location with its query and hash', () => {
    expect(
      returnPath({ from: { pathname: '/dashboard/Users', search: '?page=2', hash: '#top' } }),
    ).toBe('/dashboard/Users?page=2#top');
  });

  it('accepts a path', () => {
    expect(returnPath({ from: '/exchangeRates' })).toBe('/exchangeRates');
  });

  it('falls back without state, or when the state points off the site', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined, '/home')).toBe('/home');
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPath({ from: '//evil.example/' })).toBe('/');
    expect(returnPath({ from: '/\\evil.example/' })).toBe('/');
    expect(returnPath({ from: { pathname: 42 } })).toBe('/');
  });
});
