/**
 * The app's toasts. The library loads with the first toast (or with the toast area, once the page
 * runs: app/toaster.tsx), which keeps it out of the entry; toasts asked for before the area is
 * there wait in the library's queue. The unstyled build is used everywhere because the default
 * one injects a <style> tag that the server's Content-Security-Policy refuses; its stylesheet is
 * imported as a file instead. Both must come from the same build to share one queue.
 */
import type { toast as libraryToast } from 'react-toastify/unstyled';

type Content = Parameters<typeof libraryToast.success>[0];
type Options = Parameters<typeof libraryToast.success>[1];

const library = async () => (await import('react-toastify/unstyled')).toast;

export const toast = {
  success: (content: Content, options?: Options) =>
    void library().then((toast) => toast.success(content, options)),
  error: (content: Content, options?: Options) =>
    void library().then((toast) => toast.error(content, options)),
  warning: (content: Content, options?: Options) =>
    void library().then((toast) => toast.warning(content, options)),
  dismiss: () => void library().then((toast) => toast.dismiss()),
};
