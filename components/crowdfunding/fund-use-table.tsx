import { formatIdr } from '@/lib/currency';
import type { FundUseRow } from '@/lib/crowdfunding';
import { formatMessage } from '@/lib/i18n/format';

/** The table's words in an edition (messages `crowdfunding.fundUse`). */
export type FundUseStrings = {
  caption: string;
  use: string;
  share: string;
  amount: string;
  total: string;
  purposes: string;
};

type Props = { rows: readonly FundUseRow[]; targetFunding: number; strings: FundUseStrings };

/**
 * The fund use plan as a chart that is a real table: each use's share and amount are text, and the
 * bar beside the share only repeats it (hidden from assistive technology), so nothing depends on
 * colour or on seeing the bars. What each share pays for follows as a description list.
 */
export function FundUseTable({ rows, targetFunding, strings }: Props) {
  return (
    <>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-3 text-left text-muted">
          {formatMessage(strings.caption, { target: formatIdr(targetFunding) })}
        </caption>
        <thead>
          <tr className="border-b border-line-strong text-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {strings.use}
            </th>
            <th scope="col" className="w-2/5 py-2 pr-3 font-semibold">
              {strings.share}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {strings.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category} className="border-b border-line">
              <th scope="row" className="py-3 pr-3 font-semibold text-cream">
                {row.label}
              </th>
              <td className="py-3 pr-3">
                <span className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
                  <span className="font-semibold text-gold tabular-nums sm:w-10 sm:shrink-0">
                    {row.percent}%
                  </span>
                  <span
                    aria-hidden="true"
                    data-meter
                    className="block h-2.5 w-full overflow-hidden rounded-full bg-surface-hover sm:flex-1"
                  >
                    <span
                      className="block h-full rounded-full bg-gold"
                      style={{ width: `${row.percent}%` }}
                    />
                  </span>
                </span>
              </td>
              <td className="py-3 text-right whitespace-nowrap text-cream tabular-nums">
                {formatIdr(row.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="text-cream">
            <th scope="row" className="pt-3 pr-3 font-semibold">
              {strings.total}
            </th>
            <td className="pt-3 pr-3 font-semibold tabular-nums">
              {rows.reduce((sum, row) => sum + row.percent, 0)}%
            </td>
            <td className="pt-3 text-right font-semibold whitespace-nowrap tabular-nums">
              {formatIdr(targetFunding)}
            </td>
          </tr>
        </tfoot>
      </table>

      <h3 className="mt-8 text-lg font-semibold text-cream">{strings.purposes}</h3>
      <dl className="mt-4 space-y-4">
        {rows.map((row) => (
          <div key={row.category}>
            <dt className="font-semibold text-gold">
              {row.label} ({row.percent}%)
            </dt>
            <dd className="mt-1 text-cream/90">{row.purpose}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
