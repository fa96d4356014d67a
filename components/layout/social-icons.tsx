import type { ReactNode } from 'react';

const paths: Record<string, ReactNode> = {
  Instagram: (
    <>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.25" fill="currentColor" />
    </>
  ),
  LinkedIn: (
    <>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M8 10.5V16M8 7.75v.01M11.5 16v-5.5M11.5 13c0-1.5 1-2.5 2.5-2.5s2 1 2 2.5V16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  YouTube: (
    <>
      <rect
        x="2.5"
        y="5.5"
        width="19"
        height="13"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M10 9.25v5.5L14.75 12z" fill="currentColor" />
    </>
  ),
};

/** A social network's glyph, drawn inline (lucide no longer ships brand icons); decorative. */
export function SocialGlyph({ name, className = 'size-5' }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      {paths[name]}
    </svg>
  );
}

/**
 * The association's social channels. The spec gives them no addresses, so they are named icons
 * (role="img"), not links that lead nowhere.
 */
export function SocialIcons({ networks }: { networks: readonly string[] }) {
  return (
    <ul className="flex gap-3">
      {networks.map((name) => (
        <li key={name}>
          <span
            role="img"
            aria-label={name}
            className="inline-flex size-10 items-center justify-center rounded-full border border-line-strong text-gold"
          >
            <SocialGlyph name={name} />
          </span>
        </li>
      ))}
    </ul>
  );
}
