import { changedControls } from '@/lib/form-state';

/** A form as the server sent it; the test then changes it as a visitor would before hydration. */
function servedForm() {
  document.body.innerHTML = `
    <form>
      <button type="submit" name="go" value="1">Go</button>
      <input type="hidden" name="category" value="All">
      <input type="search" name="q" value="">
      <input type="text" name="off" value="x" disabled>
      <input type="checkbox" name="open" value="yes">
      <select name="city">
        <option>All Cities</option>
        <option>Bali</option>
      </select>
      <select name="per">
        <option>12</option>
        <option selected>24</option>
      </select>
      <textarea name="note"></textarea>
    </form>`;
  return document.querySelector('form')!;
}

describe('the controls a visitor changed before hydration', () => {
  it('are none for a form as it was served', () => {
    expect(changedControls(servedForm()).toString()).toBe('');
  });

  it('are none without a form', () => {
    expect(changedControls(null).toString()).toBe('');
  });

  it('include text typed, an option chosen, a box ticked and a note written', () => {
    const form = servedForm();
    (form.elements.namedItem('q') as HTMLInputElement).value = 'Sekar';
    (form.elements.namedItem('city') as HTMLSelectElement).value = 'Bali';
    (form.elements.namedItem('open') as HTMLInputElement).checked = true;
    (form.elements.namedItem('note') as HTMLTextAreaElement).value = '<script>x</script>';
    expect(Object.fromEntries(changedControls(form))).toEqual({
      q: 'Sekar',
      city: 'Bali',
      open: 'yes',
      note: '<script>x</script>',
    });
  });

  it('compare a select with the option it was served with, not the first', () => {
    const form = servedForm();
    (form.elements.namedItem('per') as HTMLSelectElement).value = '12';
    expect(Object.fromEntries(changedControls(form))).toEqual({ per: '12' });
  });

  it('leave out hidden fields, buttons and disabled controls', () => {
    const form = servedForm();
    (form.elements.namedItem('category') as HTMLInputElement).value = 'Strategy';
    (form.elements.namedItem('off') as HTMLInputElement).value = 'changed';
    expect(changedControls(form).toString()).toBe('');
  });
});
