import { Check } from 'lucide';
import { Icon } from '@/components/ui/icon';

/**
 * The hero's pause control (WCAG 2.2.2: the backgrounds crossfade for ever). A native checkbox,
 * so a tap works before the scripts have run: while it is checked, a CSS rule in
 * app/globals.css (`[data-hero]:has([data-hero-pause]:checked)`) sets the slides'
 * animation-play-state to paused, which holds the frame on screen, and unchecking resumes from
 * there. Its visible label is its accessible name; the box shows the state, the checkbox exposes
 * it. It is shown only where the backgrounds move: not under reduced motion (no slides are sent)
 * and not without JavaScript (the slides are added by a script), hence `data-requires-js`.
 * Absolutely placed in the hero's bottom padding, it moves nothing in layout. It is anchored on
 * the right, so a paint while the parser is still inside it (a slow phone's parser yields
 * anywhere) would show it narrow and then growing leftwards, a layout shift: it is not drawn
 * until its last child has been parsed.
 */
export function HeroPause({ label }: { label: string }) {
  return (
    <label
      data-requires-js=""
      data-whole=""
      className="absolute right-4 bottom-4 inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border border-line-strong bg-ink/85 px-4 text-sm font-medium text-cream transition-colors select-none hover:border-gold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold motion-reduce:hidden sm:right-6"
    >
      <input type="checkbox" data-hero-pause="" className="peer sr-only" />
      <span
        aria-hidden="true"
        className="inline-flex size-4.5 items-center justify-center rounded-sm border-2 border-cream text-ink peer-checked:border-gold peer-checked:bg-gold [&>svg]:invisible peer-checked:[&>svg]:visible"
      >
        <Icon node={Check} className="size-3.5 stroke-3" />
      </span>
      {label}
      {/* Parsed last: until it is, the label is not drawn (app/globals.css). */}
      <span data-whole-end="" hidden />
    </label>
  );
}
