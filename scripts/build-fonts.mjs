// Subsets the site's display font (a variable font) to the glyphs its text uses, before `dev` and
// `build`: Basic Latin, plus every other character found in the sources (app, components, data,
// lib), at weights 400–700 only. The result goes to app/_fonts/ (ignored by git), which
// app/fonts.ts hands to next/font/local; the font shrinks from 38 to 24 KB, and so does every
// page's critical path.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const TARGET = join('app', '_fonts');
const SOURCES = ['app', 'components', 'data', 'lib'];
const FONTS = [
  {
    file: 'playfair-display.woff2',
    source: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  },
];
/** Regular to bold: the weights the styles use (font-normal, -medium, -semibold, -bold). */
const WEIGHTS = { wght: { min: 400, max: 700 } };

async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('_')) yield* sourceFiles(path);
    } else if (/\.(tsx?|css|mdx?)$/.test(entry.name)) yield path;
  }
}

/** Printable Basic Latin and a no-break space, plus every other character the sources contain. */
async function usedCharacters() {
  const chars = new Set(' \u00a0');
  for (let code = 0x21; code < 0x7f; code += 1) chars.add(String.fromCharCode(code));
  for (const dir of SOURCES) {
    for await (const file of sourceFiles(dir)) {
      for (const char of await readFile(file, 'utf8')) if (char >= '\u00a0') chars.add(char);
    }
  }
  return [...chars].sort().join('');
}

const text = await usedCharacters();
await mkdir(TARGET, { recursive: true });
const sizes = [];
for (const font of FONTS) {
  const original = await readFile(join('node_modules', font.source));
  const subset = await subsetFont(original, text, {
    targetFormat: 'woff2',
    variationAxes: WEIGHTS,
  });
  await writeFile(join(TARGET, font.file), subset);
  sizes.push(
    `${font.file} ${(original.length / 1024).toFixed(0)} → ${(subset.length / 1024).toFixed(0)} KB`,
  );
}
console.log(`fonts: ${[...text].length} characters; ${sizes.join(', ')}`);
