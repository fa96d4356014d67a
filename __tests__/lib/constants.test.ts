/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADER_SLIDE_IN_DELAY_MS } from '@/lib/constants';

describe('the header slide-in', () => {
  // CSS cannot import the constant, so the stylesheet is held to it here.
  it('waits HEADER_SLIDE_IN_DELAY_MS after load, as app/globals.css animates it', () => {
    const css = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8');
    const animation =
      /--animate-header-in:\s*header-in\s+\S+\s+cubic-bezier\([^)]*\)\s+(\d+)ms/.exec(css);
    expect(Number(animation?.[1])).toBe(HEADER_SLIDE_IN_DELAY_MS);
  });
});
