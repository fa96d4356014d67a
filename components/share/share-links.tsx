import { Link as LinkIcon } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { absoluteUrl } from '@/data/site';
import { localizePath } from '@/lib/i18n/paths';
import { ShareButtons } from './share-buttons';

const glyph = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0" fill="currentColor">
    <path d={path} />
  </svg>
);

// Simplified brand marks (lucide ships none), drawn here so the client island carries no SVG data.
const ICONS = {
  copy: <Icon node={LinkIcon} className="size-4" />,
  linkedin: glyph(
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.55h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5c0-1.2-.02-2.73-1.67-2.73-1.66 0-1.92 1.3-1.92 2.64V21h-4V9.75Z',
  ),
  x: glyph(
    'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.57l11.1 14.47Z',
  ),
  whatsapp: glyph(
    'M12.04 2a9.9 9.9 0 0 0-8.5 14.98L2 22l5.17-1.5A9.93 9.93 0 1 0 12.04 2Zm0 18.13a8.2 8.2 0 0 1-4.2-1.15l-.3-.18-3.07.9.92-2.98-.2-.31a8.21 8.21 0 1 1 6.85 3.72Zm4.5-6.14c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.55.12-.17.25-.64.8-.78.97-.14.16-.29.18-.53.06a6.74 6.74 0 0 1-3.35-2.93c-.25-.43.25-.4.72-1.34.08-.16.04-.3-.02-.43-.06-.12-.55-1.33-.76-1.82-.2-.48-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.74 2.74 0 0 0-.86 2.04c0 1.2.88 2.37 1 2.53.12.16 1.73 2.64 4.19 3.7 1.56.67 2.17.73 2.95.62.47-.07 1.46-.6 1.66-1.17.2-.58.2-1.07.14-1.17-.06-.1-.22-.16-.47-.28Z',
  ),
};

type Props = {
  title: string;
  /** The page's English site path, e.g. /articles/some-slug. */
  path: string;
  /** The page's edition: its address and the controls' words ('en' unless given). */
  locale?: Locale;
  /** The group's accessible name: 'Share this article'. */
  label: string;
};

/** The share controls of an article or news page (spec §7): copy, LinkedIn, X and WhatsApp. */
export function ShareLinks({ title, path, label, locale = 'en' }: Props) {
  const { share, newTab } = getMessages(locale).common;
  return (
    <ShareButtons
      title={title}
      canonicalUrl={absoluteUrl(localizePath(path, locale))}
      label={label}
      icons={ICONS}
      strings={{ ...share, newTab }}
    />
  );
}
