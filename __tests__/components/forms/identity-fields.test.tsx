import { render, screen } from '@testing-library/react';
import { IdentityFields } from '@/components/forms/identity-fields';
import { IDENTITY_LIMITS } from '@/lib/forms/identity';
import { axe } from '../../support/axe';

/** A stand-in for useSimulatedForm's field(): its wiring, with an error on the fields given. */
const wiring =
  (errors: Record<string, string> = {}) =>
  (name: string) => ({
    name,
    id: name,
    error: errors[name],
    errorPrefix: 'Error',
    onChange: async () => {},
    onBlur: async () => {},
    ref: () => {},
  });

const LABELS = {
  fullName: 'Full Name',
  email: 'Email Address',
  company: 'Company',
  position: 'Position/Title',
  phone: 'Phone Number',
};

const inputs = (container: HTMLElement) => [...container.querySelectorAll('input')];

describe('the identity fields', () => {
  it('shows the five fields in block order, each labelled, required, typed and capped', async () => {
    const { container } = render(<IdentityFields field={wiring()} labels={LABELS} />);
    expect(
      inputs(container).map((input) => [
        input.id,
        input.name,
        input.type,
        input.autocomplete,
        input.maxLength,
        input.getAttribute('aria-required'),
      ]),
    ).toEqual([
      ['fullName', 'fullName', 'text', 'name', IDENTITY_LIMITS.fullName, 'true'],
      ['email', 'email', 'email', 'email', IDENTITY_LIMITS.email, 'true'],
      ['company', 'company', 'text', 'organization', IDENTITY_LIMITS.company, 'true'],
      ['position', 'position', 'text', 'organization-title', IDENTITY_LIMITS.position, 'true'],
      ['phone', 'phone', 'tel', 'tel', IDENTITY_LIMITS.phone, 'true'],
    ]);
    // The asterisk is aria-hidden: a field's accessible name is its label alone.
    for (const label of Object.values(LABELS)) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks only the fields a form gives, with an optional one hinted and not required', () => {
    const { container } = render(
      <IdentityFields
        field={wiring()}
        labels={{ fullName: 'Nama Lengkap', email: 'Alamat Email', phone: 'Nomor Telepon' }}
        fields={['fullName', 'email', 'phone']}
        optional={['phone']}
        optionalHint="Opsional."
      />,
    );
    expect(inputs(container).map((input) => input.id)).toEqual(['fullName', 'email', 'phone']);
    const phone = screen.getByRole('textbox', { name: 'Nomor Telepon' });
    expect(phone).not.toHaveAttribute('aria-required');
    expect(phone).toHaveAccessibleDescription('Opsional.');
    expect(screen.getByRole('textbox', { name: 'Nama Lengkap' })).not.toHaveAccessibleDescription();
  });

  it('names the phone field as the form does', () => {
    render(
      <IdentityFields
        field={wiring()}
        labels={{ ...LABELS, phone: 'Nomor WhatsApp' }}
        phoneName="whatsapp"
      />,
    );
    const whatsapp = screen.getByRole('textbox', { name: 'Nomor WhatsApp' });
    expect(whatsapp).toHaveAttribute('id', 'whatsapp');
    expect(whatsapp).toHaveAttribute('name', 'whatsapp');
    expect(whatsapp).toHaveAttribute('type', 'tel');
  });

  it('wires a field’s error to it (aria-invalid, described by the message)', async () => {
    const { container } = render(
      <IdentityFields
        field={wiring({ email: 'Please enter a valid email address' })}
        labels={LABELS}
      />,
    );
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Error: Please enter a valid email address');
    expect(screen.getByRole('textbox', { name: 'Company' })).not.toHaveAttribute('aria-invalid');
    expect(await axe(container)).toHaveNoViolations();
  });
});
