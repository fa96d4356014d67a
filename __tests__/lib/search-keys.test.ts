import { catchSearchKeys } from '@/lib/early-scripts';
import { HYDRATED_ATTRIBUTE } from '@/lib/early-taps';
import {
  isSearchRequested,
  OPEN_SEARCH_EVENT,
  requestSearch,
  SEARCH_REQUEST_KEY,
  takeSearchRequest,
} from '@/lib/search-keys';

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

const opened = jest.fn();

beforeAll(() => {
  // The inline script every page runs in <head>.
  catchSearchKeys(SEARCH_REQUEST_KEY, OPEN_SEARCH_EVENT, HYDRATED_ATTRIBUTE);
  window.addEventListener(OPEN_SEARCH_EVENT, opened);
});

beforeEach(() => {
  takeSearchRequest();
  opened.mockClear();
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  document.body.innerHTML = '';
});

describe('the search shortcuts', () => {
  it.each([
    ['/', {}],
    ['k', { ctrlKey: true }],
    ['k', { metaKey: true }],
    ['K', { ctrlKey: true, shiftKey: true }],
  ])('%s %j asks for search and tells the header', (key, init) => {
    const event = press(key, init);
    expect(event.defaultPrevented).toBe(true);
    expect(isSearchRequested()).toBe(true);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a text field', '<input type="text">'],
    ['a search box', '<input type="search">'],
    ['a text area', '<textarea></textarea>'],
    ['a select', '<select><option>1</option></select>'],
    ['an editable element', '<div contenteditable="true"></div>'],
    ['a dialog', '<div role="dialog"><a href="/x">x</a></div>'],
  ])('do nothing while typing in %s', (_, html) => {
    document.body.innerHTML = html;
    const field = document.body.querySelector(
      'input,textarea,select,[contenteditable],a',
    ) as Element;
    expect(press('/', {}, field).defaultPrevented).toBe(false);
    expect(press('k', { ctrlKey: true }, field).defaultPrevented).toBe(false);
    expect(isSearchRequested()).toBe(false);
    expect(opened).not.toHaveBeenCalled();
  });

  it('leave other keys and Alt alone', () => {
    expect(press('k').defaultPrevented).toBe(false);
    expect(press('/', { altKey: true }).defaultPrevented).toBe(false);
    expect(press('j', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(isSearchRequested()).toBe(false);
  });

  it('before hydration, keep the request for the header without telling it', () => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    press('/');
    expect(opened).not.toHaveBeenCalled();
    expect(isSearchRequested()).toBe(true);
  });
});

describe('what is typed after asking for search', () => {
  it('is kept, Backspace included, until the search box takes it', () => {
    press('/');
    for (const key of ['w', 'i', 'r', 'x']) expect(press(key).defaultPrevented).toBe(true);
    press('Backspace');
    press('a');
    expect(takeSearchRequest()).toBe('wira');
    // Taken: typing is the page's again.
    expect(press('b').defaultPrevented).toBe(false);
    expect(takeSearchRequest()).toBeUndefined();
  });

  it('is cancelled by Escape', () => {
    requestSearch();
    press('s');
    press('Escape');
    expect(takeSearchRequest()).toBeNull();
  });

  it('is not taken from a text field the visitor moved to', () => {
    requestSearch();
    document.body.innerHTML = '<input type="text">';
    const input = document.body.querySelector('input') as HTMLInputElement;
    expect(press('z', {}, input).defaultPrevented).toBe(false);
    expect(takeSearchRequest()).toBe('');
  });
});

describe('requestSearch', () => {
  it('asks for search once and keeps what was typed so far', () => {
    press('/');
    press('p');
    requestSearch();
    expect(opened).toHaveBeenCalledTimes(2);
    expect(takeSearchRequest()).toBe('p');
  });
});
