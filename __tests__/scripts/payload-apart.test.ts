/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYLOAD_DIR, payloadApart, payloadApartIn } from '../../scripts/payload-apart.mjs';
import {
  PAYLOAD_ATTRIBUTE,
  START_ATTRIBUTE,
  WHEN_PARSED_TYPE,
} from '../../scripts/start-after-css.mjs';
import { STEPS_MODULE } from '../../scripts/start-in-steps.mjs';

// A page as start-after-css and start-in-steps leave it: the starter in <head>, Next's inline
// scripts inert at the end of <body>, the steps module in the bootstrap's script.
const inert = (code: string) => `<script type="${WHEN_PARSED_TYPE}">${code}</script>`;
const push = (text: string) =>
  inert(`self.__next_f.push([1,${JSON.stringify(text).replaceAll('<', '\\u003c')}])`);
const ROWS = ['1:"$Sreact.fragment"\n', '2:["$","h1",null,{"children":"Events \u003c/script>"}]\n'];
const page = (...rows: string[]) =>
  '<!DOCTYPE html><html><head><title>Events</title>' +
  `<script ${START_ATTRIBUTE}="/_next/static/chunks/a.js">(function(){})()</script></head>` +
  '<body><main><h1>Events</h1></main>' +
  inert(`TURBOPACK.push(["${STEPS_MODULE}","${STEPS_MODULE}",function(r){}]);TURBOPACK.push({})`) +
  inert('(self.__next_f=self.__next_f||[]).push([0])') +
  rows.map(push).join('') +
  '</body></html>';

describe('payloadApart', () => {
  it("takes the payload's blocks out of the page, in order, as one text", () => {
    const apart = payloadApart(page(...ROWS))!;
    expect(apart.text).toBe(ROWS.join(''));
    expect(apart.html).not.toContain('push([1,');
    expect(apart.html).toContain(inert('(self.__next_f=self.__next_f||[]).push([0])'));
    expect(apart.html).toContain('<main><h1>Events</h1></main>');
  });

  it('names the payload by its content, under _next/static, on the starter', () => {
    const apart = payloadApart(page(...ROWS))!;
    expect(apart.path).toMatch(new RegExp(`^${PAYLOAD_DIR}/[0-9a-f]{16}\\.txt$`));
    expect(apart.html).toContain(
      `<script ${PAYLOAD_ATTRIBUTE}="${apart.path}" ${START_ATTRIBUTE}="/_next/static/chunks/a.js">`,
    );
    expect(payloadApart(page(...ROWS.slice(1)))!.path).not.toBe(apart.path);
    expect(payloadApart(page(...ROWS))!.path).toBe(apart.path);
  });

  it('leaves a page without the starter, the steps or a payload, with other pushes, or rewritten', () => {
    const html = page(...ROWS);
    expect(payloadApart(html.replace(`${START_ATTRIBUTE}=`, 'data-other='))).toBeNull();
    expect(payloadApart(html.replaceAll(`"${STEPS_MODULE}"`, '900'))).toBeNull();
    expect(payloadApart(page())).toBeNull();
    expect(
      payloadApart(html.replace('</body>', `${inert('self.__next_f.push([2,null])')}</body>`)),
    ).toBeNull();
    // A push that is not an inert block of its own (run in place, say) keeps the page as it is.
    expect(
      payloadApart(
        html.replace('</body>', '<script>self.__next_f.push([1,"3:null"])</script></body>'),
      ),
    ).toBeNull();
    expect(payloadApart(payloadApart(html)!.html)).toBeNull();
  });
});

describe('payloadApartIn', () => {
  it('rewrites every page of an export and writes each payload once, by its content', () => {
    const out = mkdtempSync(join(tmpdir(), 'payload-apart-'));
    try {
      writeFileSync(join(out, 'events.html'), page(...ROWS));
      writeFileSync(join(out, 'id.html'), page(...ROWS));
      writeFileSync(join(out, 'plain.html'), '<html><body>plain</body></html>');
      expect(payloadApartIn(out)).toBe(2);
      const html = readFileSync(join(out, 'events.html'), 'utf8');
      const path = new RegExp(`${PAYLOAD_ATTRIBUTE}="([^"]+)"`).exec(html)![1]!;
      expect(readFileSync(join(out, path), 'utf8')).toBe(ROWS.join(''));
      expect(readFileSync(join(out, 'plain.html'), 'utf8')).toBe('<html><body>plain</body></html>');
      expect(payloadApartIn(out)).toBe(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
