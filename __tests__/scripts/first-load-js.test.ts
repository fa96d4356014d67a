/** @jest-environment node */
import { legacyScripts, startupScripts } from '../../scripts/first-load-js.mjs';

const PAGE =
  '<html><head>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script data-start-scripts="/_next/static/chunks/framework.js /_next/static/chunks/page.js">' +
  '(function(){})()</script>' +
  '<script async="" src="/_next/static/chunks/main.js"></script>' +
  '<script data-src="/_next/static/chunks/not-a-source.js">self.x=1</script>' +
  '<script>self.__next_f=[]</script></head></html>';

describe('startupScripts', () => {
  it('is every script the page loads and its starter adds, by path, the polyfills and inline scripts apart', () => {
    expect([...startupScripts(PAGE)].sort()).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/page.js',
    ]);
  });
});

describe('legacyScripts', () => {
  it('is the nomodule polyfills only', () => {
    expect([...legacyScripts(PAGE)]).toEqual(['/_next/static/chunks/polyfills.js']);
  });
});
