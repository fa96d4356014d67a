/** @jest-environment node */
import { attribute } from '../../scripts/lib/tags.mjs';

describe('attribute', () => {
  it('reads a value however HTML quotes it', () => {
    expect(attribute('<script src="/a.js">', 'src')).toBe('/a.js');
    expect(attribute("<script src='/a.js'>", 'src')).toBe('/a.js');
    expect(attribute('<script src=/a.js async>', 'src')).toBe('/a.js');
    expect(attribute(' type = "module" ', 'type')).toBe('module');
  });

  it("reads a bare attribute as '', and a missing one as undefined", () => {
    expect(attribute('<script async src="/a.js">', 'async')).toBe('');
    expect(attribute('<link rel="stylesheet" disabled/>', 'disabled')).toBe('');
    expect(attribute('<script>', 'src')).toBeUndefined();
  });

  it('reads a whole name only', () => {
    expect(attribute('<img srcset="/a.png 1x" data-src="/b.png">', 'src')).toBeUndefined();
    expect(attribute('<img data-src="/b.png" src="/c.png">', 'src')).toBe('/c.png');
  });
});
