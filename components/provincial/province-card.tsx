import { Badge } from '@/components/ui/badge';
import type { ProvincialBoard } from '@/data/schemas/provincial-boards';

const ROLES = [
  ['Ketua Provinsi', 'ketua'],
  ['Sekretaris', 'sekretaris'],
  ['Bendahara', 'bendahara'],
] as const;

export function ProvinceCard({ board }: { board: ProvincialBoard }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-line bg-surface p-6 transition-colors hover:border-gold/60">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-bold text-cream">{board.province}</h2>
        <Badge>{board.region}</Badge>
      </div>
      <dl className="mt-5 space-y-3" lang="id">
        {ROLES.map(([label, key]) => (
          <div key={key}>
            <dt className="text-xs font-semibold tracking-[0.15em] text-gold uppercase">{label}</dt>
            <dd className="mt-0.5 text-cream">{board[key]}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
