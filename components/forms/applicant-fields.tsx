import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/field';

type Identity = 'fullName' | 'email' | 'company' | 'position';
/** The phone field's name: 'whatsapp' on the partnership and sponsorship forms, else 'phone'. */
type PhoneField = 'whatsapp' | 'phone';

type Props<P extends PhoneField> = {
  /** useSimulatedForm's field(): the wiring of one field. */
  field: (name: Identity | NoInfer<P>) => UseFormRegisterReturn & {
    id: string;
    error?: string;
    errorPrefix?: string;
  };
  limits: Record<Identity | NoInfer<P>, number>;
  /** The phone field's name ('whatsapp' unless given). */
  phone?: P;
  /** The visible labels, in the form's language (the Indonesian applicant's unless given). */
  labels?: Record<Identity | NoInfer<P>, string>;
};

/** The labels of the Indonesian partnership and sponsorship forms. */
const INDONESIAN_LABELS = {
  fullName: 'Nama Lengkap',
  email: 'Email',
  company: 'Nama Perusahaan',
  position: 'Jabatan',
  whatsapp: 'Nomor WhatsApp',
  phone: 'Nomor Telepon',
};

/**
 * Who is applying: full name, e-mail, company, position and a phone number, all required. The
 * first five fields of the partnership, sponsorship and membership forms.
 */
export function ApplicantFields<P extends PhoneField = 'whatsapp'>({
  field,
  limits,
  phone = 'whatsapp' as P,
  labels = INDONESIAN_LABELS,
}: Props<P>) {
  return (
    <>
      <TextField
        label={labels.fullName}
        required
        autoComplete="name"
        maxLength={limits.fullName}
        {...field('fullName')}
      />
      <TextField
        label={labels.email}
        required
        type="email"
        autoComplete="email"
        maxLength={limits.email}
        {...field('email')}
      />
      <TextField
        label={labels.company}
        required
        autoComplete="organization"
        maxLength={limits.company}
        {...field('company')}
      />
      <TextField
        label={labels.position}
        required
        autoComplete="organization-title"
        maxLength={limits.position}
        {...field('position')}
      />
      <TextField
        label={labels[phone]}
        required
        type="tel"
        autoComplete="tel"
        maxLength={limits[phone]}
        {...field(phone)}
      />
    </>
  );
}
