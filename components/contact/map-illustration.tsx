import { MapPin } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/data/locales';
import { getSiteText, SITE } from '@/data/site';

/**
 * Where the secretariat is: a drawn street plan with a pin and the address as text. No map
 * service is embedded, so the page loads nothing from another site and costs no script.
 */
export function MapIllustration({ note, locale }: { note: string; locale: Locale }) {
  const { addressLines } = getSiteText(locale);
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-surface">
      <svg
        viewBox="0 0 400 220"
        aria-hidden="true"
        className="block h-auto w-full bg-surface-raised"
        preserveAspectRatio="xMidYMid slice"
      >
        <g stroke="#2e2a22" strokeWidth="10" fill="none">
          <path d="M-10 60 H410" />
          <path d="M-10 160 H410" />
          <path d="M90 -10 V230" />
          <path d="M300 -10 V230" />
        </g>
        <path d="M-10 205 L410 15" stroke="#7a7263" strokeWidth="18" fill="none" />
        <g fill="#232323">
          <rect x="110" y="75" width="70" height="70" rx="6" />
          <rect x="215" y="170" width="65" height="40" rx="6" />
          <rect x="15" y="75" width="60" height="70" rx="6" />
          <rect x="320" y="75" width="70" height="70" rx="6" />
        </g>
        <circle cx="206" cy="108" r="34" fill="#ffd24d" fillOpacity="0.15" />
        <path
          d="M206 126 C206 126 188 106 188 94 A18 18 0 0 1 224 94 C224 106 206 126 206 126 Z"
          fill="#ffd24d"
        />
        <circle cx="206" cy="94" r="6" fill="#0d0d0d" />
      </svg>
      <figcaption className="flex gap-3 p-5 text-cream">
        <Icon node={MapPin} className="mt-1 text-gold" />
        <span>
          <span className="block font-semibold">{SITE.legalName}</span>
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="mt-2 block text-sm text-muted">{note}</span>
        </span>
      </figcaption>
    </figure>
  );
}
