/**
 * jsdom has <dialog> without showModal() and close(). Component tests get enough of them to
 * follow a dialog opening and closing: the `open` attribute and the close event. The focus trap
 * and inert page behind are the browser's, tested in the browser journeys.
 */
export function supportDialogs() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
