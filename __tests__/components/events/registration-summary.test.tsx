import { render, screen } from '@testing-library/react';
import { RegistrationSummary } from '@/components/events/registration-summary';
import { getEvents } from '@/data/events';
import { spotsLeft } from '@/lib/events';

const upcoming = getEvents().find((event) => event.status === 'upcoming' && spotsLeft(event) > 0)!;
const past = getEvents().find((event) => event.status === 'past')!;

describe('the registration summary', () => {
  it('shows the spots left of an upcoming event', () => {
    render(<RegistrationSummary event={upcoming} locale="en" />);
    expect(screen.getByText('Available Spots')).toBeInTheDocument();
    expect(screen.getByText(`${spotsLeft(upcoming)} left`)).toBeInTheDocument();
  });

  describe('of a past event', () => {
    it.each(['en', 'id'] as const)(
      'offers no spots as available, only the places taken (%s)',
      (locale) => {
        render(<RegistrationSummary event={past} locale={locale} />);
        expect(screen.queryByText(/Available Spots|Kursi Tersedia/)).not.toBeInTheDocument();
        expect(screen.queryByText(/ left$|^sisa /)).not.toBeInTheDocument();
        expect(screen.getByRole('progressbar')).toBeInTheDocument();
        expect(
          screen.getByText(
            locale === 'en'
              ? `${past.registeredCount} / ${past.capacity} registered`
              : `${past.registeredCount} / ${past.capacity} terdaftar`,
          ),
        ).toBeInTheDocument();
      },
    );
  });
});
