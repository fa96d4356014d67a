import { screen } from '@testing-library/react';

/**
 * The form's live region that announces its wait (SimulatedForm). It has no role of its own (the
 * page's `status` role is left to its statuses), so it is found by its marker.
 */
export function formStatus(): HTMLElement {
  const status = screen.getByRole('form').querySelector<HTMLElement>('[data-form-status]');
  if (!status) throw new Error('The form has no [data-form-status] region');
  return status;
}
