import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fallbackFaces } from '../../scripts/font-fallbacks.mjs';

// app/globals.css holds the fallback faces the script prints (Prettier wraps long lines, hence
// the spacing made uniform on both sides).
const uniform = (css: string) => css.replace(/\s+/g, ' ').trim();

describe('the font fallbacks in app/globals.css', () => {
  const globals = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8');
  const faces = fallbackFaces();

  it('are the ones scripts/font-fallbacks.mjs computes, unchanged', () => {
    expect(uniform(globals)).toContain(uniform(faces));
  });

  it("give the display face's two fallbacks a regular, a 600 and a 700 face each", () => {
    const rules = faces.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(6);
    for (const system of ['Linux', 'Android'])
      expect(
        rules
          .filter((rule) => rule.includes(`'playfair Fallback ${system}'`))
          .map((rule) => /font-weight: (\d+)/.exec(rule)?.[1]),
      ).toEqual(['400', '600', '700']);
  });
});
