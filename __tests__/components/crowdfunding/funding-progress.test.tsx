import { render, screen } from '@testing-library/react';
import { FundingProgress } from '@/components/crowdfunding/funding-progress';
import { IDR_SEPARATOR } from '@/lib/currency';
import { axe } from '../../support/axe';

const idr = (text: string) => text.replaceAll('Rp ', `Rp${IDR_SEPARATOR}`);

function renderProgress(raisedFunding: number, targetFunding: number, daysLeft = 24) {
  render(
    <FundingProgress
      funding={{ raisedFunding, targetFunding }}
      daysLeft={daysLeft}
      label="Funding progress"
      locale="en"
    />,
  );
  const bar = screen.getByRole('progressbar', { name: 'Funding progress' });
  return { bar, fill: bar.firstElementChild as HTMLElement };
}

describe('FundingProgress', () => {
  describe('for a project part of the way there', () => {
    it('shows raised of target in rupiah, the percent Complete and the days left', async () => {
      const { bar, fill } = renderProgress(288_000_000, 450_000_000);
      // Queries collapse whitespace, so the no-break space reads as a space here.
      expect(screen.getByText('Rp 288.000.000').textContent).toBe(idr('Rp 288.000.000'));
      expect(screen.getByText('raised of Rp 450.000.000')).toBeInTheDocument();
      expect(screen.getByText('64% Complete')).toBeInTheDocument();
      expect(screen.getByText('24 days left')).toBeInTheDocument();
      expect(fill.style.width).toBe('64%');
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
      expect(bar).toHaveAttribute('aria-valuenow', '64');
      expect(bar).toHaveAttribute(
        'aria-valuetext',
        idr('Rp 288.000.000 raised of Rp 450.000.000 (64% Complete)'),
      );
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  describe('for a project that has raised nothing yet', () => {
    it('reads 0% with an empty bar', async () => {
      const { bar, fill } = renderProgress(0, 350_000_000, 1);
      expect(screen.getByText('0% Complete')).toBeInTheDocument();
      expect(screen.getByText('1 day left')).toBeInTheDocument();
      expect(fill.style.width).toBe('0%');
      expect(bar).toHaveAttribute('aria-valuenow', '0');
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  describe('for an over-funded project', () => {
    it('tells the true percent but never draws the bar wider than 100%', async () => {
      const { bar, fill } = renderProgress(437_500_000, 350_000_000);
      expect(screen.getByText('125% Complete')).toBeInTheDocument();
      expect(fill.style.width).toBe('100%');
      // The value stays within min and max (valid ARIA); the text carries the real figure.
      expect(bar).toHaveAttribute('aria-valuenow', '100');
      expect(bar).toHaveAttribute(
        'aria-valuetext',
        idr('Rp 437.500.000 raised of Rp 350.000.000 (125% Complete)'),
      );
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  describe('in the Indonesian edition', () => {
    it('shows and reads the amounts, the percent and the days in Indonesian', () => {
      render(
        <FundingProgress
          funding={{ raisedFunding: 288_000_000, targetFunding: 450_000_000 }}
          daysLeft={24}
          label="Kemajuan pendanaan"
          locale="id"
        />,
      );
      const bar = screen.getByRole('progressbar', { name: 'Kemajuan pendanaan' });
      expect(screen.getByText('64% Tercapai')).toBeInTheDocument();
      expect(screen.getByText('terkumpul dari Rp 450.000.000')).toBeInTheDocument();
      expect(screen.getByText('24 hari lagi')).toBeInTheDocument();
      expect(bar).toHaveAttribute(
        'aria-valuetext',
        idr('Rp 288.000.000 terkumpul dari Rp 450.000.000 (64% Tercapai)'),
      );
    });
  });
});
