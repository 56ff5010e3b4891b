/**
 * "Install the app". Chromium browsers offer it through a `beforeinstallprompt` event, which can
 * fire before React mounts: this module listens from the moment the entry runs (main.tsx imports
 * it) and keeps the event until the button uses it. Safari has no such event; on an iPhone
 * or iPad the page explains Add to Home Screen instead. Once the app is installed, or the page
 * already runs as the installed app, there is nothing to offer.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's event (not in TypeScript's DOM types): the browser's own install dialog. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

declare global {
  interface WindowEventMap {
    beforeinstallprompt: BeforeInstallPromptEvent;
  }
}

export type InstallOffer = 'prompt' | 'ios-hint' | 'none';

let deferred: BeforeInstallPromptEvent | undefined;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

// Absent when the page is prerendered at build time.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own banner away: the page offers the install where it explains it.
    event.preventDefault();
    deferred = event;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    changed();
  });
}

function runsInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    ('standalone' in navigator && navigator.standalone === true)
  );
}

/** iPhone, iPod, or an iPad (which says it is a Mac, but has a touch screen). */
function isAppleMobile(): boolean {
  const agent = navigator.userAgent;
  return (
    /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)
  );
}

function offer(): InstallOffer {
  if (runsInstalled()) return 'none';
  if (deferred) return 'prompt';
  return isAppleMobile() ? 'ios-hint' : 'none';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the browser's install dialog; the event serves once, whatever the answer. */
async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = undefined;
  changed();
  await event.prompt();
}

export function useInstallOffer(): { offer: InstallOffer; install: () => Promise<void> } {
  // Prerendered pages, and hydration, offer nothing: the offer follows once the page runs.
  return { offer: useSyncExternalStore(subscribe, offer, () => 'none'), install };
}
