import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { SITE } from '@/data/site';
import { DEFAULT_OG_IMAGE } from '@/lib/metadata';

// Written once at build time as out/og/default.png, the share preview of every page without its own.
export const dynamic = 'force-static';

const fontFile = (pkg: string, file: string) =>
  readFile(join(process.cwd(), 'node_modules/@fontsource', pkg, 'files', file));

export async function GET() {
  const [display, sans] = await Promise.all([
    fontFile('playfair-display', 'playfair-display-latin-700-normal.woff'),
    fontFile('inter', 'inter-latin-600-normal.woff'),
  ]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '80px',
        background: 'radial-gradient(circle at 80% 20%, #3a2e0f 0%, #0d0d0d 55%)',
        color: '#ffecb3',
      }}
    >
      <div
        style={{
          display: 'flex',
          width: 120,
          height: 120,
          borderRadius: 60,
          border: '4px solid #ffd24d',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#ffd24d',
          fontFamily: 'Playfair',
          fontSize: 40,
        }}
      >
        {SITE.shortName}
      </div>
      <div style={{ marginTop: 48, fontFamily: 'Playfair', fontSize: 84, lineHeight: 1.1 }}>
        {SITE.name}
      </div>
      <div
        style={{
          marginTop: 24,
          fontFamily: 'Inter',
          fontSize: 32,
          letterSpacing: 8,
          color: '#ffd24d',
        }}
      >
        {SITE.tagline}
      </div>
    </div>,
    {
      width: DEFAULT_OG_IMAGE.width,
      height: DEFAULT_OG_IMAGE.height,
      fonts: [
        { name: 'Playfair', data: display, weight: 700, style: 'normal' },
        { name: 'Inter', data: sans, weight: 600, style: 'normal' },
      ],
    },
  );
}
