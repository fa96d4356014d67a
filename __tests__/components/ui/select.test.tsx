import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select } from '@/components/ui/select';
import { axe } from '../../support/axe';

type City = 'All Cities' | 'Jakarta' | 'Surabaya';

const CITIES = [
  { value: 'All Cities', label: 'Semua Kota' },
  { value: 'Jakarta', label: 'Jakarta' },
  { value: 'Surabaya', label: 'Surabaya' },
] as const;

function Harness({ initial, onValue }: { initial: City; onValue: (city: City) => void }) {
  const [city, setCity] = useState<City>(initial);
  return (
    <form aria-label="Filters">
      <Select
        id="city"
        label="City"
        name="city"
        options={CITIES}
        all="All Cities"
        value={city}
        onValueChange={(next) => {
          onValue(next);
          setCity(next);
        }}
      />
    </form>
  );
}

describe('Select', () => {
  it("labels its control, shows the options' labels and gives the 'All' option an empty value", async () => {
    const { container } = render(<Harness initial="All Cities" onValue={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Semua Kota' })).toHaveAttribute('value', '');
    expect(screen.getByRole('option', { name: 'Jakarta' })).toHaveAttribute('value', 'Jakarta');
    // A GET submit writes `city=` for the unfiltered choice, never `city=All+Cities`.
    expect(new FormData(screen.getByRole('form')).get('city')).toBe('');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("speaks the filter's values: the current one is chosen and a choice comes back as its value", async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness initial="Surabaya" onValue={onValue} />);
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(select).toHaveValue('Surabaya');

    await user.selectOptions(select, 'Jakarta');
    expect(onValue).toHaveBeenLastCalledWith('Jakarta');
    expect(select).toHaveValue('Jakarta');

    await user.selectOptions(select, 'Semua Kota');
    expect(onValue).toHaveBeenLastCalledWith('All Cities');
    expect(select).toHaveValue('');
  });

  it('passes plain string options through unchanged when no option is the unfiltered one', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(
      <Select
        id="per-page"
        label="Per page"
        options={['12', '24', '48']}
        value="24"
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Per page' });
    expect(select).toHaveValue('24');
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      '12',
      '24',
      '48',
    ]);
    await user.selectOptions(select, '48');
    expect(onValueChange).toHaveBeenCalledWith('48');
  });
});
