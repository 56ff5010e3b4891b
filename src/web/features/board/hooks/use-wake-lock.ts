import { useEffect } from 'react';

/**
 * Keeps the screen on while the board shows, where the browser offers the Screen Wake Lock API.
 * The browser drops the lock whenever the page is hidden, so it is asked for again each time the
 * page shows. A refusal (low battery, a policy) leaves the screen to its own settings.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let ended = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (ended) void sentinel.release();
          else lock = sentinel;
        },
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
