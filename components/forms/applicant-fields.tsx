import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/field';

type ApplicantField = 'fullName' | 'email' | 'company' | 'position' | 'whatsapp';

type Props = {
  /** useSimulatedForm's field(): the wiring of one field. */
  field: (name: ApplicantField) => UseFormRegisterReturn & {
    id: string;
    error?: string;
    errorPrefix?: string;
  };
  limits: Record<ApplicantField, number>;
};

/** Who is applying, in Indonesian: the first five fields of the partnership and sponsorship forms. */
export function ApplicantFields({ field, limits }: Props) {
  return (
    <>
      <TextField
        label="Nama Lengkap"
        required
        autoComplete="name"
        maxLength={limits.fullName}
        {...field('fullName')}
      />
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="email"
        maxLength={limits.email}
        {...field('email')}
      />
      <TextField
        label="Nama Perusahaan"
        required
        autoComplete="organization"
        maxLength={limits.company}
        {...field('company')}
      />
      <TextField
        label="Jabatan"
        required
        autoComplete="organization-title"
        maxLength={limits.position}
        {...field('position')}
      />
      <TextField
        label="Nomor WhatsApp"
        required
        type="tel"
        autoComplete="tel"
        maxLength={limits.whatsapp}
        {...field('whatsapp')}
      />
    </>
  );
}
