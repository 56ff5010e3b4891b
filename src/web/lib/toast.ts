/**
 * The app's toasts. The unstyled build is used everywhere because the default one injects a
 * <style> tag that the server's Content-Security-Policy refuses; its stylesheet is imported as a
 * file instead (app/toaster.tsx). Both must come from the same build to share one queue.
 */
export { toast } from 'react-toastify/unstyled';
