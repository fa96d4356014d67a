import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorScreen } from '@/components/errors/error-screen';
import { errors as en } from '@/data/messages/en/errors';
import { errors as id } from '@/data/messages/id/errors';
import { axe } from '../../support/axe';

describe('ErrorScreen', () => {
  it.each([
    [
      'a status and its text',
      { status: 503, statusText: 'Service Unavailable' },
      '503 Service Unavailable',
    ],
    ['the message', new Error('Loading chunk 42 failed'), 'Loading chunk 42 failed'],
  ])("shows 'Unexpected Application Error!' with %s", async (_, error, text) => {
    render(<ErrorScreen error={error} retry={jest.fn()} strings={en} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('retries on request', async () => {
    const retry = jest.fn();
    render(<ErrorScreen error={new Error('x')} retry={retry} strings={en} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('speaks Indonesian in the Indonesian edition and leads to its home', () => {
    render(<ErrorScreen error={undefined} retry={jest.fn()} strings={id} />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Terjadi Kesalahan Aplikasi yang Tidak Terduga!',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan.');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/id');
  });
});
