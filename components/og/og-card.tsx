import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import type { Locale } from '@/data/locales';
import { getSiteText, SITE } from '@/data/site';
import { OG_SIZE } from '@/lib/og';

// satori reads WOFF (not WOFF2), so the static @fontsource packages supply the share-image faces.
// They are read by path, not imported: @fontsource/inter and @fontsource/playfair-display look
// unused to a search for an import, but the share images need both (the site's own fonts come
// from the variable packages, scripts/build-fonts.mjs).
const font = (pkg: string, file: string) =>
  readFile(join(process.cwd(), 'node_modules/@fontsource', pkg, 'files', file));

type Props = {
  /** A small line above the title, e.g. "CEO Directory". */
  eyebrow?: string;
  title: string;
  /** Up to two lines under the title. */
  lines?: readonly string[];
  /** The edition, for the tagline's language ('en' unless given). */
  locale?: Locale;
};

/** Renders a 1200×630 share image in the site's look, at build time. */
export async function renderOgCard({
  eyebrow,
  title,
  lines = [],
  locale = 'en',
}: Props): Promise<ImageResponse> {
  const [display, sans] = await Promise.all([
    font('playfair-display', 'playfair-display-latin-700-normal.woff'),
    font('inter', 'inter-latin-600-normal.woff'),
  ]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'radial-gradient(circle at 80% 20%, #3a2e0f 0%, #0d0d0d 55%)',
        color: '#ffecb3',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <div
          style={{
            display: 'flex',
            width: 88,
            height: 88,
            borderRadius: 44,
            border: '3px solid #ffd24d',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#ffd24d',
            fontFamily: 'Playfair',
            fontSize: 30,
          }}
        >
          {SITE.shortName}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontFamily: 'Playfair', fontSize: 34 }}>{SITE.name}</div>
          <div style={{ fontSize: 20, letterSpacing: 6, color: '#ffd24d' }}>
            {getSiteText(locale).tagline}
          </div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {eyebrow ? (
          <div
            style={{ fontSize: 26, letterSpacing: 4, color: '#ffd24d', textTransform: 'uppercase' }}
          >
            {eyebrow}
          </div>
        ) : null}
        <div
          style={{
            marginTop: 16,
            fontFamily: 'Playfair',
            fontSize: title.length > 32 ? 64 : 80,
            lineHeight: 1.1,
          }}
        >
          {title}
        </div>
        {lines.map((line) => (
          <div key={line} style={{ marginTop: 16, fontSize: 32, color: '#ada385' }}>
            {line}
          </div>
        ))}
      </div>
    </div>,
    {
      ...OG_SIZE,
      fonts: [
        { name: 'Playfair', data: display, weight: 700, style: 'normal' },
        { name: 'Inter', data: sans, weight: 600, style: 'normal' },
      ],
    },
  );
}
