import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { SimulatedForm } from '@/components/forms/simulated-form';
import { useSimulatedForm } from '@/components/forms/use-simulated-form';
import { TextField } from '@/components/ui/field';
import { getFormContact } from '@/data/site';
import { readDraft } from '@/lib/forms/fields';
import { mustAgree, requiredText } from '@/lib/forms/rules';
import { formStatus } from '../../support/form-status';

// Declared in an order that is not alphabetical: the summary must follow it.
const schema = z.object({
  zeta: requiredText('Zeta is required', { max: 10, tooLong: 'Zeta is too long' }),
  alpha: requiredText('Alpha is required', { max: 10, tooLong: 'Alpha is too long' }),
  agree: mustAgree('Agree, please'),
});
type Values = z.input<typeof schema>;
/** As a form fetches its rules (useSimulatedForm awaits them on submit). */
const loadSchema = async () => schema;
const EMPTY: Values = { zeta: '', alpha: '', agree: false };
const read = (raw: string | null) => readDraft(raw, EMPTY);
type Controller = ReturnType<typeof useSimulatedForm<Values, z.output<typeof schema>>>;

function TestForm({
  onSuccess,
  load = loadSchema,
  onRender,
}: {
  onSuccess: (values: z.output<typeof schema>) => void;
  load?: () => Promise<typeof schema>;
  /** Handed what the hook returned, on every render of the form. */
  onRender?: (controller: Controller) => void;
}) {
  const controller = useSimulatedForm<Values, z.output<typeof schema>>({
    loadSchema: load,
    defaultValues: EMPTY,
    draftKey: 'test-form',
    readDraft: read,
    delayMs: 1000,
    target: { form: 'contact', language: 'en' },
    onSuccess,
  });
  onRender?.(controller);
  const { field, form } = controller;
  // Memoised as the site's forms memoise theirs: they render again only with a new `field`.
  const fields = useMemo(
    () => (
      <>
        <TextField label="Zeta" required {...field('zeta')} />
        <TextField label="Alpha" required {...field('alpha')} />
        <input type="checkbox" aria-label="Agree" {...form.register('agree')} />
      </>
    ),
    [field, form],
  );
  return (
    <SimulatedForm
      controller={controller}
      contact={getFormContact()}
      titleId="test-title"
      header={<h2 id="test-title">Test form</h2>}
      noscript="This form needs JavaScript."
      submitLabel="Send"
      submittingLabel="Sending..."
    >
      {fields}
    </SimulatedForm>
  );
}

/** The error summary's messages, in its order, once it shows. */
const summaryMessages = async () =>
  within(await screen.findByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('useSimulatedForm with SimulatedForm', () => {
  it('renders a dialog-method form, so that no submit can ever navigate with a query', () => {
    render(<TestForm onSuccess={jest.fn()} />);
    const form = screen.getByRole('form', { name: 'Test form' });
    expect(form).toHaveAttribute('method', 'dialog');
    expect(form).toHaveAttribute('novalidate');
    expect(form).not.toHaveAttribute('action');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("lists errors in the schema's field order", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TestForm onSuccess={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await summaryMessages()).toEqual([
      'Zeta is required',
      'Alpha is required',
      'Agree, please',
    ]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('submits once however many times the form is submitted while it waits', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSuccess = jest.fn();
    render(<TestForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText(/^Zeta/), ' z ');
    await user.type(screen.getByLabelText(/^Alpha/), 'a');
    await user.click(screen.getByRole('checkbox'));
    const form = screen.getByRole('form', { name: 'Test form' });
    // Three submits in the same tick, before React could re-render and disable the button.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(onSuccess).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await act(async () => {
      fireEvent.submit(form);
      jest.advanceTimersByTime(5000);
    });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith({ zeta: 'z', alpha: 'a', agree: true }, {});
  });

  it('announces a valid submission’s wait in a polite status region, and clears it after', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TestForm onSuccess={jest.fn()} />);
    // There, empty, before anything is sent: a live region is announced when it changes.
    const status = formStatus();
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    // An invalid submit is never announced as sending.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    expect(status).toBeEmptyDOMElement();

    await user.type(screen.getByLabelText(/^Zeta/), 'z');
    await user.type(screen.getByLabelText(/^Alpha/), 'a');
    await user.click(screen.getByRole('checkbox'));
    const button = screen.getByRole('button', { name: 'Send' });
    await user.click(button);
    // Validation settles in promises before the wait starts.
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(status).toHaveTextContent('Sending...');
    expect(button).toHaveFocus();
    await act(() => jest.advanceTimersByTimeAsync(990));
    expect(status).toBeEmptyDOMElement();
  });

  it('fetches its rules once, when the page is next idle after it mounts, and a submit made before they arrive waits for them', async () => {
    let arrive: (rules: typeof schema) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof schema>((resolve) => (arrive = resolve)));
    render(<TestForm onSuccess={jest.fn()} load={load} />);
    // Not in the task that mounted it (jsdom has no requestIdleCallback: the next task).
    expect(load).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(0));
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => arrive(schema));
    expect(await summaryMessages()).toEqual([
      'Zeta is required',
      'Alpha is required',
      'Agree, please',
    ]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the button back when its rules cannot be fetched, and fetches them again on the next submit', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = jest
      .fn<Promise<typeof schema>, []>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(schema);
    render(<TestForm onSuccess={jest.fn()} load={load} />);
    const form = screen.getByRole('form', { name: 'Test form' });
    act(() => {
      fireEvent.submit(form);
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.submit(form);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Zeta is required');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps its field wiring and summary while no message changes, and renews them when one does', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const renders: Controller[] = [];
    render(<TestForm onSuccess={jest.fn()} onRender={(controller) => renders.push(controller)} />);
    const wirings = () => new Set(renders.map((controller) => controller.field)).size;
    // react-hook-form renders the form again once it has mounted; what the fields show is the
    // same, so a form's memoised fields sit that render out.
    expect(renders.length).toBeGreaterThan(1);
    expect(wirings()).toBe(1);
    await user.type(screen.getByLabelText(/^Zeta/), 'z');
    expect(wirings()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await summaryMessages()).toEqual(['Alpha is required', 'Agree, please']);
    expect(wirings()).toBe(2);
    const afterSubmit = renders.at(-1)!;
    expect(afterSubmit.summary).toHaveLength(2);

    // Editing a field clears its message: new wiring, one message fewer, and it shows.
    await user.type(screen.getByLabelText(/^Alpha/), 'a');
    expect(wirings()).toBe(3);
    expect(renders.at(-1)!.summary).toEqual([{ id: 'agree', message: 'Agree, please' }]);
    expect(screen.getByLabelText(/^Alpha/)).not.toHaveAccessibleDescription(/Alpha is required/);
    await user.type(screen.getByLabelText(/^Alpha/), 'b');
    expect(wirings()).toBe(3);
  });

  it('puts a stored draft back into its fields, which stay wired: what shows is what is sent', async () => {
    window.sessionStorage.setItem(
      'test-form',
      JSON.stringify({ zeta: 'z', alpha: '', agree: true }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSuccess = jest.fn();
    render(<TestForm onSuccess={onSuccess} />);
    expect(screen.getByLabelText(/^Zeta/)).toHaveValue('z');
    expect(screen.getByRole('checkbox')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await summaryMessages()).toEqual(['Alpha is required']);
    await user.type(screen.getByLabelText(/^Alpha/), 'a');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(onSuccess).toHaveBeenCalledWith({ zeta: 'z', alpha: 'a', agree: true }, {});
  });

  it('ignores a stored draft that is not valid JSON', () => {
    window.sessionStorage.setItem('test-form', '{not json');
    render(<TestForm onSuccess={jest.fn()} />);
    expect(screen.getByLabelText(/^Zeta/)).toHaveValue('');
  });
});
