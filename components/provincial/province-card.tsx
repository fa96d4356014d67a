import { Badge } from '@/components/ui/badge';
import type { ProvincialBoard } from '@/data/schemas/provincial-boards';

const ROLES = [
  ['Ketua Provinsi', 'ketua'],
  ['Sekretaris', 'sekretaris'],
  ['Bendahara', 'bendahara'],
] as const;

/**
 * A province's board. On a phone each role sits on one line beside its name, so the 34 boards
 * take a third of the scrolling; from the small breakpoint up, each name sits under its role.
 */
export function ProvinceCard({ board }: { board: ProvincialBoard }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-line bg-surface p-4 transition-colors hover:border-gold/60 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold text-cream sm:text-xl">{board.province}</h2>
        <Badge>{board.region}</Badge>
      </div>
      <dl
        className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5 sm:mt-5 sm:block sm:space-y-3"
        lang="id"
      >
        {ROLES.map(([label, key]) => (
          <div key={key} className="contents sm:block">
            <dt className="text-xs font-semibold tracking-[0.15em] text-gold uppercase">{label}</dt>
            <dd className="text-cream sm:mt-0.5">{board[key]}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
