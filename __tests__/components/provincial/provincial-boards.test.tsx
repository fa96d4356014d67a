import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProvincialBoards } from '@/components/provincial/provincial-boards';
import type { ProvincialEntry } from '@/lib/provincial';
import { axe } from '../../support/axe';

const boards: ProvincialEntry[] = [
  {
    id: 'aceh',
    province: 'Aceh',
    region: 'Sumatera',
    ketua: 'Teuku Rizal',
    sekretaris: 'Cut Nadia',
    bendahara: 'Zulfikar Hasan',
  },
  {
    id: 'jabar',
    province: 'Jawa Barat',
    region: 'Jawa',
    ketua: 'Asep Gunawan',
    sekretaris: 'Rina Marlina',
    bendahara: 'Dadang Sutisna',
  },
];
const cards = Object.fromEntries(boards.map((b) => [b.id, <h2 key={b.id}>{b.province}</h2>]));

describe('the provincial filters', () => {
  beforeEach(() => window.history.replaceState(null, '', '/provincial-leadership'));

  it("starts on 'Semua', pressed, with every province", async () => {
    render(<ProvincialBoards boards={boards} cards={cards} />);
    expect(screen.getByRole('button', { name: 'Semua' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Jawa' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Cari' }).closest('[lang]')).toHaveAttribute(
      'lang',
      'id',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('presses one region at a time and filters by it', async () => {
    const user = userEvent.setup();
    render(<ProvincialBoards boards={boards} cards={cards} />);
    await user.click(screen.getByRole('button', { name: 'Jawa' }));
    expect(screen.getByRole('button', { name: 'Jawa' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Semua' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Jawa Barat',
    ]);
    expect(window.location.search).toBe('?region=Jawa');
  });

  it("shows 'Tidak Ada Hasil' when the search matches nobody", async () => {
    const user = userEvent.setup();
    render(<ProvincialBoards boards={boards} cards={cards} />);
    await user.type(screen.getByRole('searchbox', { name: 'Cari' }), 'tidak ada');
    expect(screen.getByRole('heading', { name: 'Tidak Ada Hasil' })).toBeInTheDocument();
    expect(
      screen.getByText('Tidak ditemukan provinsi atau pengurus yang sesuai dengan pencarian Anda.'),
    ).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
