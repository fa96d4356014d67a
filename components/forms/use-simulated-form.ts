import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { ZodMiniObject } from 'zod/mini';
import { useSessionDraft } from '@/components/hooks/use-session-draft';
import type { SummaryError } from '@/components/ui/error-summary';
import { fieldMessages, fieldOrder, sameMessages } from '@/lib/forms/fields';
import type { DeliveryTarget, SendFailure } from '@/lib/forms/send';
import { whenIdle } from '@/lib/idle';

export type SimulatedFormOptions<V extends FieldValues, O> = {
  /**
   * Fetches the form's rules, a zod/mini object (`() => import('@/lib/forms/contact-schema')…`):
   * called once the form has hydrated and on each submit. Stable between renders (useCallback).
   */
  loadSchema: () => Promise<ZodMiniObject>;
  /** The empty form, its keys in the form's order: the error summary follows it. */
  defaultValues: V;
  /** The sessionStorage key of the draft. */
  draftKey: string;
  readDraft: (raw: string | null) => V | null;
  /** The simulated wait, when the site was built without a receiver: nothing is sent anywhere. */
  delayMs: number;
  /**
   * Where a valid submission goes when the site was built with a receiver
   * (NEXT_PUBLIC_FORMS_ENDPOINT): the form's id, the page's language, a registration's event.
   */
  target: DeliveryTarget;
  /** Read before each inline error by screen readers ('Error' by default). */
  errorPrefix?: string;
  /** Called as a valid submission starts its wait (to fetch the success screen meanwhile). */
  onSubmitStart?: () => void;
  /** With the receiver's receipt: a membership application's reference. */
  onSuccess?: (data: O, receipt: Receipt) => void;
};

/** What the receiver answered for a stored submission (empty when simulated). */
export type Receipt = { reference?: string };

/** Why the last valid submission was not stored (a refusal of fields is shown on the fields). */
export type DeliveryFailure = Exclude<SendFailure, { reason: 'invalid' }>;

/** The name of the hidden input Cloudflare Turnstile's widget fills with its token. */
const TURNSTILE_RESPONSE = 'cf-turnstile-response';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The zod resolver, fetched with the rules (a module is fetched once, however often asked). */
const loadZodResolver = () =>
  import('@hookform/resolvers/zod').then((module) => module.zodResolver);

/**
 * The site's form pattern (GOV.UK errors with react-hook-form and zod): checked on submit; an
 * invalid submit focuses an error summary in form order and marks each field inline; editing a
 * field clears that field's error only; a valid submit waits `delayMs` once (a second click or
 * Enter does nothing), then hands the trimmed values over. What is typed is kept as a draft in
 * sessionStorage until the submission succeeds.
 *
 * On a site built with a receiver (NEXT_PUBLIC_FORMS_ENDPOINT), a valid submit is sent instead of
 * waiting, and succeeds only once the receiver has stored it. A refusal of fields marks them as an invalid
 * submit does; any other failure (`failure`: no connection, the server down, too many forms, the
 * Turnstile check) is shown above the fields and focused, with everything typed kept, and the
 * next press sends the same values under the same idempotency key.
 */
export function useSimulatedForm<V extends FieldValues, O>({
  loadSchema,
  defaultValues,
  draftKey,
  readDraft,
  delayMs,
  target,
  errorPrefix,
  onSubmitStart,
  onSuccess,
}: SimulatedFormOptions<V, O>) {
  // The rules, and zod with them, are not part of the page's first load: they are fetched once the
  // page is idle after the form has hydrated (within a second), well before anyone can finish
  // typing, and kept; a submit before they have arrived (one replayed from before hydration)
  // fetches them itself and waits for them. Not in the effect itself, which runs in the task that
  // commits the page's hydration: starting the two fetches there made that long task longer. The
  // form holds '' for an option not chosen yet, which the schema answers with its message: the
  // values type is wider than the schema's input, so the resolver is typed to the form's.
  const rules = useRef<{ load: typeof loadSchema; check: Promise<Resolver<V, unknown, O>> }>(null);
  const fetchRules = useCallback(() => {
    if (rules.current?.load !== loadSchema) {
      const check = Promise.all([loadSchema(), loadZodResolver()]).then(
        ([schema, zodResolver]) => zodResolver(schema) as unknown as Resolver<V, unknown, O>,
      );
      // A fetch that failed (the connection dropped) is tried again on the next submit.
      check.catch(() => {
        if (rules.current?.check === check) rules.current = null;
      });
      rules.current = { load: loadSchema, check };
    }
    return rules.current.check;
  }, [loadSchema]);
  useEffect(() => whenIdle(() => void fetchRules()), [fetchRules]);
  const resolver = useCallback<Resolver<V, unknown, O>>(
    async (values, context, options) => (await fetchRules())(values, context, options),
    [fetchRules],
  );
  const form = useForm<V, unknown, O>({
    resolver,
    defaultValues: defaultValues as DefaultValues<V>,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    clearErrors,
    getFieldState,
    setFocus,
    reset,
    setError,
    getValues,
  } = form;
  const { errors } = form.formState;
  const draft = useSessionDraft(form, draftKey, readDraft);
  const order = useMemo(() => fieldOrder(defaultValues) as FieldPath<V>[], [defaultValues]);

  const [submitting, setSubmitting] = useState(false);
  // A valid submission's wait, announced to screen readers (SimulatedForm's status region). Not
  // `submitting`, which is also set while an invalid submit is checked: that one is never announced.
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState<O | null>(null);
  const [failure, setFailure] = useState<DeliveryFailure | null>(null);
  // The idempotency key of the values last sent: a retry of the same values reuses it, so the
  // receiver stores them once however often the visitor presses; changed values get a new one.
  const sent = useRef<{ values: string; key: string } | null>(null);
  // Set synchronously on submit, before any re-render could disable the button.
  const busy = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  // Focus moves after the render that shows its target. react-hook-form publishes an invalid
  // submit's errors a tick after its onInvalid callback, so a request for the summary waits, over
  // as many renders as it takes, until the summary is there.
  const pendingFocus = useRef<'summary' | 'failure' | FieldPath<V> | null>(null);
  const [, setFocusRequests] = useState(0);
  const requestFocus = (to: 'summary' | 'failure' | FieldPath<V>) => {
    pendingFocus.current = to;
    setFocusRequests((count) => count + 1);
  };
  // The failure box is a lazy module, so it may mount a render after the one that asked for focus
  // (its Suspense boundary resolves on its own): it takes the pending focus as it mounts.
  const failureBox = useRef<HTMLDivElement | null>(null);
  const failureRef = useCallback((node: HTMLDivElement | null) => {
    failureBox.current = node;
    if (node && pendingFocus.current === 'failure') {
      node.focus();
      pendingFocus.current = null;
    }
  }, []);
  useEffect(() => {
    const to = pendingFocus.current;
    if (!to) return;
    const box =
      to === 'summary' ? summaryRef.current : to === 'failure' ? failureBox.current : null;
    if (to !== 'summary' && to !== 'failure') setFocus(to);
    else if (box) box.focus();
    else return;
    pendingFocus.current = null;
  });

  // What the fields show changes only with their messages. Once hydrated, react-hook-form renders
  // the form a second time, straight after the first commit (its `isReady`), and again on every
  // change of its state; `field` and `summary` keep their identity until a message changes, so a
  // form's fields (useMemo or memo) sit those renders out and the long task after hydration stays
  // short. react-hook-form changes `errors` in place, hence a comparison of the messages
  // themselves rather than of the object.
  const messages = useStableMessages(
    fieldMessages(order, errors as Record<string, { message?: unknown } | undefined>),
  );

  const summary: SummaryError[] = useMemo(
    () => order.flatMap((name) => (messages[name] ? [{ id: name, message: messages[name] }] : [])),
    [order, messages],
  );

  /** A field's wiring: register, id (the summary links to it), its error and the error prefix. */
  const field = useCallback(
    (name: FieldPath<V>) => ({
      ...register(name, {
        // Editing a field clears that field's error; it is checked again on the next submit.
        onChange: () => {
          if (getFieldState(name).error) clearErrors(name);
        },
      }),
      id: name,
      error: messages[name],
      errorPrefix,
    }),
    [register, getFieldState, clearErrors, messages, errorPrefix],
  );

  /**
   * Sends the valid values to the receiver (a site built with one): after the least fill time, with
   * the honeypot's and Turnstile's fields read from the form itself. Resolves to the receipt, or to
   * null when the submission was not stored, the reason then shown and focused, the values kept.
   */
  const deliver = async (
    endpoint: string,
    formElement: HTMLFormElement,
  ): Promise<Receipt | null> => {
    const fields = new FormData(formElement);
    const text = (name: string) => {
      const value = fields.get(name);
      return typeof value === 'string' ? value : '';
    };
    const values = getValues() as Record<string, unknown>;
    const json = JSON.stringify(values);
    if (sent.current?.values !== json) sent.current = { values: json, key: '' };
    const [{ sendSubmission, newIdempotencyKey, waitOutFillTime }, delivery] = await Promise.all([
      import('@/lib/forms/send'),
      import('@/lib/forms/delivery'),
    ]);
    sent.current.key ||= newIdempotencyKey();
    const filledMs = await waitOutFillTime(delivery.MIN_FILL_MS);
    const result = await sendSubmission({
      endpoint,
      target,
      key: sent.current.key,
      values,
      filledMs,
      honeypot: text(delivery.HONEYPOT_FIELD),
      turnstileToken: text(TURNSTILE_RESPONSE) || undefined,
    });
    if (result.ok) return result.reference ? { reference: result.reference } : {};
    // A Turnstile token is good for one check: the widget gets a new one for the next try.
    (window as { turnstile?: { reset?: () => void } }).turnstile?.reset?.();
    const refused =
      result.reason === 'invalid'
        ? order.filter((name) => typeof result.fields[name] === 'string')
        : [];
    if (result.reason === 'invalid' && refused.length > 0) {
      for (const name of refused) setError(name, { type: 'server', message: result.fields[name] });
      requestFocus('summary');
    } else {
      setFailure(result.reason === 'invalid' ? { ok: false, reason: 'unavailable' } : result);
      requestFocus('failure');
    }
    return null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const formElement = event.currentTarget;
    // Shown at once. Once the rules are here (fetched as the form hydrated), validation settles in
    // microtasks, before the next paint, so an invalid submit never shows it; only a submit
    // replayed from before hydration may show it while the rules are still on their way.
    setSubmitting(true);
    void handleSubmit(
      async (data) => {
        setSending(true);
        setFailure(null);
        onSubmitStart?.();
        let receipt: Receipt | null = {};
        // Read here, where the build writes its value in: a simulated build drops the branch.
        if (process.env.NEXT_PUBLIC_FORMS_ENDPOINT) {
          receipt = await deliver(process.env.NEXT_PUBLIC_FORMS_ENDPOINT, formElement);
        } else await wait(delayMs);
        setSending(false);
        setSubmitting(false);
        if (!receipt) {
          busy.current = false;
          return;
        }
        sent.current = null;
        draft.clear();
        setSubmitted(data);
        onSuccess?.(data, receipt);
      },
      () => {
        busy.current = false;
        setSubmitting(false);
        requestFocus('summary');
      },
    )(event).catch(() => {
      // The rules could not be fetched: the press is undone, to be made again.
      busy.current = false;
      setSubmitting(false);
      setSending(false);
    });
  };

  /** Back to an empty form after a success ('Send another message'), focused on its first field. */
  const restart = () => {
    reset(defaultValues);
    draft.clear();
    busy.current = false;
    setSubmitted(null);
    setFailure(null);
    if (order[0]) requestFocus(order[0]);
  };

  return {
    form,
    field,
    summary,
    summaryRef,
    onSubmit,
    submitting,
    sending,
    submitted,
    target,
    failure,
    failureRef,
    restart,
    focusField: (name: FieldPath<V>) => requestFocus(name),
  };
}

/** `messages`, or the equal record of an earlier render: a new record only when a message changes. */
function useStableMessages<T extends string>(
  messages: Partial<Record<T, string>>,
): Partial<Record<T, string>> {
  const [kept, setKept] = useState(messages);
  const same = sameMessages(kept, messages);
  // Storing information from earlier renders (react.dev): React renders again before committing.
  if (!same) setKept(messages);
  return same ? kept : messages;
}
