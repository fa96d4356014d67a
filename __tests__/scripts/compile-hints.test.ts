/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  addCompileHints,
  COMPILE_HINT,
  onDemandScripts,
} from '../../scripts/rewrite/compile-hints.mjs';

describe('addCompileHints', () => {
  let out: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  };
  const read = (path: string) => readFileSync(join(out, path), 'utf8');

  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    write(
      'index.html',
      '<html><head><script src="/_next/static/chunks/framework.js" async=""></script>' +
        '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
        '<script>self.__next_f=[]</script></head></html>',
    );
    write(
      'events/index.html',
      '<html><head><script src="/_next/static/chunks/framework.js" async=""></script>' +
        '<script src="/_next/static/chunks/events.js?v=1" async=""></script></head></html>',
    );
    for (const chunk of ['framework', 'events', 'polyfills', 'lightbox'])
      write(`_next/static/chunks/${chunk}.js`, `(function ${chunk}(){})();`);
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('marks the scripts every page runs as it starts, and the chunks fetched on demand', () => {
    expect(addCompileHints(out)).toEqual({ startup: 1, onDemand: 1, hinted: 2 });
    for (const chunk of ['framework', 'lightbox'])
      expect(read(`_next/static/chunks/${chunk}.js`)).toBe(
        `${COMPILE_HINT}(function ${chunk}(){})();`,
      );
  });

  it("leaves a page's own startup scripts and nomodule polyfills as they are", () => {
    addCompileHints(out);
    for (const chunk of ['events', 'polyfills'])
      expect(read(`_next/static/chunks/${chunk}.js`)).toBe(`(function ${chunk}(){})();`);
  });

  it('takes for on demand only what no page starts with or lists as a polyfill', () => {
    expect(onDemandScripts(out)).toEqual(['/_next/static/chunks/lightbox.js']);
  });

  it('marks a script once, however often it runs', () => {
    addCompileHints(out);
    expect(addCompileHints(out)).toEqual({ startup: 1, onDemand: 1, hinted: 0 });
    expect(read('_next/static/chunks/framework.js').split(COMPILE_HINT)).toHaveLength(2);
  });
});
