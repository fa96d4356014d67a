import { takeAddressQuery } from '@/lib/address-query';
import {
  EARLY_TAP_SCRIPT,
  keepNativeCommands,
  keepQueryOnSwitch,
  LANGUAGE_LINK_SELECTOR,
} from '@/lib/early-scripts';
import { standInForModalDialogs } from '../support/dialog';

describe('keepQueryOnSwitch', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("gives the language switch's links the address bar's query and fragment once the page is parsed", () => {
    window.history.replaceState(null, '', '/events?tab=past#list');
    document.body.innerHTML =
      '<nav><a href="/events" hreflang="en">EN</a><a href="/id/events?old=1" hreflang="id">ID</a></nav>' +
      '<a href="/about">About</a>';
    keepQueryOnSwitch(LANGUAGE_LINK_SELECTOR, takeAddressQuery);
    expect(document.querySelector('[hreflang="id"]')).toHaveAttribute('href', '/id/events?old=1');

    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('[hreflang="en"]')).toHaveAttribute(
      'href',
      '/events?tab=past#list',
    );
    expect(document.querySelector('[hreflang="id"]')).toHaveAttribute(
      'href',
      '/id/events?tab=past#list',
    );
    expect(document.querySelector('a:not([hreflang])')).toHaveAttribute('href', '/about');
  });

  it('leaves the links alone when the address has neither a query nor a fragment', () => {
    window.history.replaceState(null, '', '/events');
    document.body.innerHTML = '<a href="/id/events" hreflang="id">ID</a>';
    const link = document.querySelector('a')!;
    const set = jest.spyOn(link, 'setAttribute');
    keepQueryOnSwitch(LANGUAGE_LINK_SELECTOR, takeAddressQuery);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(set).not.toHaveBeenCalled();
    expect(link).toHaveAttribute('href', '/id/events');
  });

  it('is among the inline scripts of <head>, with the rule the switch applies on a click', () => {
    expect(EARLY_TAP_SCRIPT).toContain(
      `(${JSON.stringify(LANGUAGE_LINK_SELECTOR)},${String(takeAddressQuery)})`,
    );
    // The inline copy runs on its own: it names nothing from outside its source.
    window.history.replaceState(null, '', '/news?page=2');
    document.body.innerHTML = '<a href="/id/news#top" hreflang="id">ID</a>';
    new Function(EARLY_TAP_SCRIPT.slice(EARLY_TAP_SCRIPT.lastIndexOf(';(') + 1))();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('a')).toHaveAttribute('href', '/id/news?page=2');
  });
});

describe('keepNativeCommands', () => {
  const listen = jest.spyOn(document, 'addEventListener');
  beforeAll(standInForModalDialogs);
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /**
   * Runs the inline copy as the page does (it names nothing from outside its source), once in this
   * file: it listens for the page's life.
   */
  let installed = false;
  function install() {
    if (installed) return;
    installed = true;
    const inline = `(${String(keepNativeCommands)})();`;
    expect(EARLY_TAP_SCRIPT).toContain(inline);
    new Function(inline)();
  }

  const drawer = (attributes = '') =>
    (document.body.innerHTML =
      `<button type="button" commandfor="menu" command="show-modal" ${attributes}>Open</button>` +
      '<dialog id="menu" closedby="any"><button type="button" commandfor="menu" command="close">Close</button>' +
      '<button type="button" commandfor="menu" command="request-close">Done</button><p>Links</p></dialog>');
  const dialog = () => document.getElementById('menu') as HTMLDialogElement;
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find((each) => each.textContent === name)!;

  it('adds no listener where the browser has invoker commands and closedby', () => {
    Object.defineProperty(HTMLButtonElement.prototype, 'command', {
      configurable: true,
      value: '',
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'closedBy', {
      configurable: true,
      value: 'auto',
    });
    listen.mockClear();
    keepNativeCommands();
    expect(listen).not.toHaveBeenCalled();
    delete (HTMLButtonElement.prototype as { command?: string }).command;
    delete (HTMLDialogElement.prototype as { closedBy?: string }).closedBy;
  });

  it('opens a modal dialog from its show-modal button where commands are missing', () => {
    install();
    drawer();
    const showModal = jest.spyOn(dialog(), 'showModal');
    button('Open').click();
    expect(dialog()).toHaveAttribute('open');
    expect(showModal).toHaveBeenCalledTimes(1);
    // Once: a second tap on an open dialog does not open it again.
    button('Open').click();
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it.each(['Close', 'Done'])('closes it from its %s command button', (name) => {
    install();
    drawer();
    button('Open').click();
    button(name).click();
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('leaves alone a disabled button and a click the page has cancelled', () => {
    install();
    drawer('disabled');
    button('Open').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog()).not.toHaveAttribute('open');
    drawer();
    const cancel = (event: Event) => event.preventDefault();
    button('Open').addEventListener('click', cancel);
    button('Open').click();
    expect(dialog()).not.toHaveAttribute('open');
  });

  // jsdom lays nothing out: a dialog's box is at 0,0 with no size, so x < 0 is outside it.
  it('closes a closedby="any" dialog on a click on its backdrop, not on one inside it', () => {
    install();
    drawer();
    button('Open').click();
    dialog().dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 0, clientY: 0 }));
    document
      .querySelector('p')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: -10, clientY: 5 }));
    expect(dialog()).toHaveAttribute('open');
    dialog().dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: -10, clientY: 5 }));
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('keeps a dialog without closedby="any" open on a backdrop click', () => {
    install();
    drawer();
    dialog().removeAttribute('closedby');
    button('Open').click();
    dialog().dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: -10, clientY: 5 }));
    expect(dialog()).toHaveAttribute('open');
  });
});
