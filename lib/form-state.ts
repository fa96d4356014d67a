/**
 * The controls of a form that the visitor changed from what the page was served with: a text
 * typed, an option chosen. React keeps such values when it hydrates but does not tell the
 * component, so a listing reads them once at hydration and applies them, instead of showing one
 * thing in the box and another in the list. Hidden fields and buttons are the page's own, never
 * the visitor's, and are left out.
 */
export function changedControls(form: HTMLFormElement | null): URLSearchParams {
  const changed = new URLSearchParams();
  if (!form) return changed;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || element.type === 'hidden' || element.disabled) continue;
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked && element.checked) {
          changed.append(element.name, element.value);
        }
      } else if (element.value !== element.defaultValue) {
        changed.append(element.name, element.value);
      }
    } else if (element instanceof HTMLSelectElement) {
      if (!element.name || element.disabled) continue;
      const chosen = element.selectedOptions[0];
      const served =
        Array.from(element.options).find((option) => option.defaultSelected) ?? element.options[0];
      if (chosen && chosen !== served) changed.append(element.name, chosen.value);
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.name && !element.disabled && element.value !== element.defaultValue) {
        changed.append(element.name, element.value);
      }
    }
  }
  return changed;
}
