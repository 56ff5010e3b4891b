import { useInstallOffer } from '../install-prompt.ts';

type Store = 'App Store' | 'Google Play';

const LINES: Record<Store, string> = {
  'App Store': 'Download on the',
  'Google Play': 'Get it on',
};

/** A store badge drawn here, linking to the app's page in that store. */
function Badge({ store, href }: { store: Store; href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center gap-3 rounded-lg bg-black px-4 py-2 text-white hover:bg-slate-800"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7 fill-white">
        {store === 'App Store' ? (
          <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.9-.8-3-.8C6.9 7.3 5.5 8.1 4.8 9.5c-1.6 2.7-.4 6.8 1.1 9 .8 1.1 1.7 2.3 2.8 2.3 1.1-.1 1.6-.7 2.9-.7s1.7.7 2.9.7 2-1.1 2.7-2.2c.9-1.3 1.2-2.5 1.2-2.6 0 0-2.3-.9-2.4-3.4zM14.2 5.7c.6-.8 1-1.8.9-2.8-.9 0-2 .6-2.6 1.4-.6.7-1.1 1.7-.9 2.7 1 .1 2-.5 2.6-1.3z" />
        ) : (
          <path d="M4 2.5v19l10-9.5zm11.3 8.3L6.6 2.9l10.6 6.1zm0 2.4 1.9 1.8-10.6 6.1zm2.9-3.6L16.6 12l1.6 2.4 2.5-1.4c.7-.4.7-1.2 0-1.6z" />
        )}
      </svg>
      <span className="text-left leading-tight">
        <span className="block text-xs">{LINES[store]}</span>
        <span className="block text-lg font-semibold">{store}</span>
      </span>
    </a>
  );
}

interface AppDownloadProps {
  /** The app's pages in the stores (APP_STORE_URL, PLAY_STORE_URL); null where it is not out. */
  appStoreUrl: string | null;
  playStoreUrl: string | null;
}

/**
 * Get the app: "Install the app" where the browser can install this site as an app (on an iPhone
 * or iPad, how to add it to the Home Screen), and a badge for each store the app is in. Nothing
 * when neither applies, or when the page already runs as the installed app.
 */
export function AppDownload({ appStoreUrl, playStoreUrl }: AppDownloadProps) {
  const { offer, install } = useInstallOffer();
  if (!appStoreUrl && !playStoreUrl && offer === 'none') return null;
  return (
    <section aria-label="Get the app" className="py-8">
      <div className="flex flex-col items-center gap-6 rounded-xl bg-brand-900 px-6 py-10 text-center text-white md:flex-row md:justify-between md:text-left">
        <div>
          <p className="text-2xl font-bold">Your travel money in your pocket</p>
          <p className="mt-2 text-slate-200">
            Check rates, reserve currency and keep your order number with our app.
          </p>
          {offer === 'ios-hint' && (
            <p className="mt-2 text-slate-200">
              To install it, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          {offer === 'prompt' && (
            <button
              type="button"
              onClick={() => void install()}
              className="rounded-lg bg-accent-400 px-5 py-3 text-lg font-bold text-brand-900 hover:brightness-95"
            >
              Install the app
            </button>
          )}
          {appStoreUrl && <Badge store="App Store" href={appStoreUrl} />}
          {playStoreUrl && <Badge store="Google Play" href={playStoreUrl} />}
        </div>
      </div>
    </section>
  );
}
