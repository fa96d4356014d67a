import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { Toaster } from '@/components/ui/toaster';

describe('Toaster', () => {
  afterEach(() => act(() => toast.dismiss()));

  it("is a region labelled 'Notifications' at the bottom right", async () => {
    render(<Toaster />);
    act(() => {
      toast('Saved');
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      region.querySelector('[data-y-position="bottom"][data-x-position="right"]'),
    ).not.toBeNull();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows a loading toast, and closes a toast on its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.loading('Sending…');
    });
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    act(() => {
      toast('Link copied');
    });
    const close = await screen.findAllByRole('button', { name: 'Close toast' });
    await user.click(close[0]!);
    await waitFor(() => expect(screen.queryByText('Link copied')).not.toBeInTheDocument());
    expect(screen.getByText('Sending…')).toBeInTheDocument();
  });
});
