import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from '@/components/contact/copy-button';
import { axe } from '../../support/axe';

function renderButton() {
  render(
    <p>
      <span id="number">7010 2016 3000</span>
      <CopyButton
        messages={{
          copied: 'Copied',
          failed: 'Could not copy: the number is selected, so copy it by hand.',
        }}
        value="701020163000"
        label="Copy account number"
        targetId="number"
      />
    </p>,
  );
  return screen.getByRole('button', { name: 'Copy account number' });
}

describe('the copy button', () => {
  afterEach(() => jest.useRealTimers());

  it('copies the value and says so politely, then clears the message', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const button = renderButton();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('701020163000');
    // The clipboard promise settles outside act, so React renders the message on a later task of
    // its scheduler (a faked timer here): wait for it rather than assume it has run.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
    // The message clears itself 4 s later (the clipboard promise settles outside act, so the
    // effect that starts that timer is flushed on a later tick: hence two steps).
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    await act(async () => {
      jest.advanceTimersByTime(4000);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('selects the number to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const button = renderButton();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('copy it by hand'));
    expect(window.getSelection()?.toString()).toBe('7010 2016 3000');
  });

  it('is hidden when JavaScript is off, and accessible', async () => {
    const button = renderButton();
    expect(button.closest('[data-requires-js]')).not.toBeNull();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
