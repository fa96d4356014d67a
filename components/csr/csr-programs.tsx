import { GraduationCap, HandHeart, HeartPulse, Leaf, Store, type IconNode } from 'lucide';
import { DonateLink } from '@/components/donation/donate-link';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import type { CsrProgram } from '@/data/schemas/csr';
import { formatMessage } from '@/lib/i18n/format';

const PROGRAM_ICONS: Record<string, IconNode> = {
  education: GraduationCap,
  health: HeartPulse,
  sme: Store,
  environment: Leaf,
  social: HandHeart,
};

/** The five programmes: what each does and funds, each with its own donate button. */
export function CsrPrograms({
  programs,
  locale,
}: {
  programs: readonly CsrProgram[];
  locale: Locale;
}) {
  const { csr: t, common } = getMessages(locale);
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {programs.map((program) => (
        <Card as="li" key={program.id} className="flex flex-col">
          <span className="flex size-12 items-center justify-center rounded-full bg-gold/15 text-gold ring-1 ring-gold/40">
            <Icon node={PROGRAM_ICONS[program.id] ?? HandHeart} className="size-6" />
          </span>
          <h3 className="mt-5 text-xl font-bold text-cream">{t.programmes[program.title]}</h3>
          <p className="mt-3 text-muted">{program.description}</p>
          <p className="mt-5 text-sm font-semibold text-cream">{t.funds}</p>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-cream/90 marker:text-gold">
            {program.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
          <div className="mt-auto pt-6">
            <DonateLink variant="secondary" className="w-full" newTabLabel={common.newTab}>
              {t.donate}
              <span className="sr-only">
                {formatMessage(t.donateTo, { programme: t.programmes[program.title] })}
              </span>
            </DonateLink>
          </div>
        </Card>
      ))}
    </ul>
  );
}
