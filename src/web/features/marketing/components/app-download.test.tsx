import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppDownload } from './app-download.tsx';

const APP_STORE = 'https://apps.apple.example/app/id123';
const PLAY_STORE = 'https://play.google.example/store/apps/details?id=travel.money';

const badges = () =>
  screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('AppDownload', () => {
  it("links each badge to the app's page in its store", () => {
    render(<AppDownload appStoreUrl={APP_STORE} playStoreUrl={PLAY_STORE} />);
    expect(badges()).toEqual([
      ['Download on theApp Store', APP_STORE],
      ['Get it onGoogle Play', PLAY_STORE],
    ]);
    expect(screen.getByText('Your travel money in your pocket')).toBeTruthy();
  });

  it('shows only the badge of the store the app is in', () => {
    render(<AppDownload appStoreUrl={null} playStoreUrl={PLAY_STORE} />);
    expect(badges()).toEqual([['Get it onGoogle Play', PLAY_STORE]]);
  });

  it('shows nothing until the app is in a store', () => {
    const { container } = render(<AppDownload appStoreUrl={null} playStoreUrl={null} />);
    expect(container.innerHTML).toBe('');
  });
});
