import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps what the visitor types in sessionStorage under `key`, and puts it back after a reload
 * (after hydration, so the server HTML and the first render agree). `read` validates what was
 * stored; `clear` is for after a successful submit.
 */
export function useSessionDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  key: string,
  read: (raw: string | null) => T | null,
) {
  const { reset, watch } = form;

  useEffect(() => {
    const draft = read(safeStorage()?.getItem(key) ?? null);
    // The fields keep their registration and take the draft's values in place, so a form whose
    // fields do not render again (useSimulatedForm) shows them all the same.
    if (draft) reset(draft, { keepDefaultValues: true, keepFieldsRef: true });
  }, [key, read, reset]);

  useEffect(() => {
    const subscription = watch((values) => safeStorage()?.setItem(key, JSON.stringify(values)));
    return () => subscription.unsubscribe();
  }, [key, watch]);

  return { clear: () => safeStorage()?.removeItem(key) };
}

/** sessionStorage, or null where it is blocked (private modes, sandboxed frames). */
function safeStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
