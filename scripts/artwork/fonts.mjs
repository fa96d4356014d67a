// Makes the site's heading face (Playfair Display, from @fontsource, OFL) available to the SVG
// renderer, so initials look the same on every machine instead of falling back to whatever
// system font is installed. librsvg finds fonts through fontconfig, which reads neither WOFF
// reliably nor fonts outside its configuration: the WOFF is unpacked to a plain TrueType file in
// a temporary folder and fontconfig is pointed at it.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** The family name to use in SVG `font-family`. */
export const SERIF_FAMILY = 'Playfair Display SemiBold';

const WOFF_FILE =
  'node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff';

/** Unpacks a WOFF 1.0 file into the TrueType/OpenType file it wraps. */
function woffToSfnt(woff) {
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + numTables * 16;
  const padded = (length) => (length + 3) & ~3;
  const sfnt = Buffer.alloc(
    headerLength + tables.reduce((sum, t) => sum + padded(t.data.length), 0),
  );
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

/** Installs the bundled serif for this process; call it before the first drawing is rendered. */
export async function installBundledFonts() {
  const dir = join(tmpdir(), 'ncn-artwork-fonts');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'playfair-display-600.ttf'), woffToSfnt(await readFile(WOFF_FILE)));
  const config = `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}</dir><cachedir>${join(dir, 'cache')}</cachedir></fontconfig>`;
  await writeFile(join(dir, 'fonts.conf'), config);
  // fontconfig reads this when it first initialises, which happens at the first text rendered.
  process.env.FONTCONFIG_FILE = join(dir, 'fonts.conf');
}
