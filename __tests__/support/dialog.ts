/**
 * jsdom has <dialog> but no modal dialogs: `showModal` and `close` as a browser does them to the
 * element (the open attribute, and a close event when it was open). Real browsers' dialogs are
 * tested end to end, in Chromium, Firefox and WebKit.
 */
export function standInForModalDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
