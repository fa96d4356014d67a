import { takeAddressQuery } from '@/lib/address-query';
import { EARLY_TAP_SCRIPT, keepQueryOnSwitch, LANGUAGE_LINK_SELECTOR } from '@/lib/early-scripts';

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
