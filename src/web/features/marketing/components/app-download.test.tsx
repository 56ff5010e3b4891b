import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** Chromium's install offer, with the dialog it opens. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const installButton = () => screen.queryByRole('button', { name: 'Install the app' });

describe('Install the app', () => {
  // An offer the test left unused is withdrawn, as the browser does once the app is installed.
  afterEach(() => {
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    vi.restoreAllMocks();
  });

  it('is offered once the browser can install the site, and opens its dialog once', async () => {
    render(<AppDownload appStoreUrl={null} playStoreUrl={null} />);
    expect(installButton()).toBeNull();

    const offer = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Get the app' })).toBeTruthy();
    await act(async () => fireEvent.click(installButton()!));
    expect(offer.prompt).toHaveBeenCalledOnce();
    // The browser's offer serves once: the block goes until it offers again.
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
  });

  it('stands beside the store badges, and goes once the app is installed', () => {
    render(<AppDownload appStoreUrl={APP_STORE} playStoreUrl={null} />);
    offerInstall();
    expect(installButton()).toBeTruthy();
    expect(badges()).toEqual([['Download on theApp Store', APP_STORE]]);
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(installButton()).toBeNull();
    expect(badges()).toHaveLength(1);
  });

  it('is not offered in the installed app itself', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
    }));
    offerInstall();
    const { container } = render(<AppDownload appStoreUrl={null} playStoreUrl={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('is explained on an iPhone, whose Safari has no install offer', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    render(<AppDownload appStoreUrl={null} playStoreUrl={null} />);
    expect(screen.getByText(/To install it, tap/).textContent).toBe(
      'To install it, tap Share, then Add to Home Screen.',
    );
    expect(installButton()).toBeNull();
  });
});
