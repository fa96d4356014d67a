import { render, screen, within } from '@testing-library/react';
import { FundUseTable } from '@/components/crowdfunding/fund-use-table';
import { IDR_SEPARATOR } from '@/lib/currency';
import { fundUseRows } from '@/lib/crowdfunding';
import { getMessages } from '@/data/messages';
import { axe } from '../../support/axe';

const idr = (text: string) => text.replaceAll('Rp ', `Rp${IDR_SEPARATOR}`);

const rows = fundUseRows(
  450_000_000,
  { production: 55, marketing: 15, operations: 20, reserve: 10 },
  {
    production: 'Wet mill and drying beds.',
    marketing: 'Cupping events.',
    operations: 'Cherry purchases.',
    reserve: 'A buffer.',
  },
);

describe('FundUseTable', () => {
  it('reads as a table: each use with its share and amount in text, and a total', async () => {
    render(
      <FundUseTable
        rows={rows}
        targetFunding={450_000_000}
        strings={getMessages('en').crowdfunding.fundUse}
      />,
    );
    const table = screen.getByRole('table', {
      name: idr('How the Rp 450.000.000 target will be used'),
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Use of funds', 'Share', 'Amount']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((row) => row.textContent)).toEqual([
      idr('Production55%Rp 247.500.000'),
      idr('Marketing15%Rp 67.500.000'),
      idr('Operations20%Rp 90.000.000'),
      idr('Reserve10%Rp 45.000.000'),
      idr('Total100%Rp 450.000.000'),
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Production' })).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('draws each bar in proportion, hidden from assistive technology since the text says it', () => {
    render(
      <FundUseTable
        rows={rows}
        targetFunding={450_000_000}
        strings={getMessages('en').crowdfunding.fundUse}
      />,
    );
    const row = screen.getByRole('rowheader', { name: 'Marketing' }).closest('tr')!;
    const bar = row.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    expect(bar.style.width).toBe('15%');
  });

  it('says what each share pays for', () => {
    render(
      <FundUseTable
        rows={rows}
        targetFunding={450_000_000}
        strings={getMessages('en').crowdfunding.fundUse}
      />,
    );
    expect(screen.getByRole('heading', { name: 'What each share pays for' })).toBeInTheDocument();
    expect(screen.getByText('Production (55%)')).toBeInTheDocument();
    expect(screen.getByText('Wet mill and drying beds.')).toBeInTheDocument();
  });
});
