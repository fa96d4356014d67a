import type { Leader } from '@/data/schemas/central-leadership';

/** A board's head and members: the head first, marked as Ketua. */
export function LeaderList({
  head,
  members,
  labels,
}: {
  head: Leader;
  members: readonly Leader[];
  /** The roles' names in the page's language ('Ketua' and 'Anggota' in both editions). */
  labels: { readonly head: string; readonly member: string };
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {[head, ...members].map((leader, index) => (
        <li
          key={leader.name}
          className={
            index === 0
              ? 'rounded-lg border border-gold/60 bg-gold/10 p-4 sm:col-span-2'
              : 'rounded-lg border border-line bg-ink p-4'
          }
        >
          <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase" lang="id">
            {index === 0 ? labels.head : labels.member}
          </p>
          <p className="mt-1 font-semibold text-cream">{leader.name}</p>
          <p className="text-sm text-muted">{leader.title}</p>
        </li>
      ))}
    </ul>
  );
}
