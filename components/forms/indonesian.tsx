import { Suspense, type ComponentProps, type ReactNode } from 'react';
import type { FormContact } from '@/data/site';
import { FormSuccess } from './lazy-form-success';
import { MailLink, PhoneLink } from './contact-links';
import { SimulatedForm } from './simulated-form';

/** The words the Indonesian forms (partnership, sponsorship) share. */
export const INDONESIAN = {
  /** The empty first option of a select. */
  chooseOne: 'Pilih salah satu',
  /** Read before each inline error by screen readers. */
  errorPrefix: 'Kesalahan',
  /** The error summary's heading ('There is a problem'). */
  summaryTitle: 'Terdapat masalah',
  backHome: 'Kembali ke Beranda',
} as const;

/** Without JavaScript the form cannot send: say so, and how to reach the secretariat instead. */
export function IndonesianNoscript({ contact }: { contact: FormContact }) {
  return (
    <>
      Formulir ini memerlukan JavaScript, yang dinonaktifkan di peramban Anda, sehingga pengajuan
      Anda tidak dapat dikirim. Silakan kirim email ke <MailLink email={contact.email} /> atau
      telepon <PhoneLink phone={contact.phone} />.
    </>
  );
}

/** Under the button: the direct way to the secretariat, visible even before the page is ready. */
export function IndonesianReachUs({ contact }: { contact: FormContact }) {
  return (
    <p className="text-sm text-muted">
      Lebih suka menghubungi kami langsung? Kirim email ke <MailLink email={contact.email} /> atau
      telepon <PhoneLink phone={contact.phone} />.
    </p>
  );
}

type ApplicationFormProps = {
  controller: ComponentProps<typeof SimulatedForm>['controller'];
  /** The form's id ('partnership-form'); its heading is `${id}-title`. */
  id: string;
  title: string;
  /** The secretariat's e-mail and phone, for a visitor who cannot use the form. */
  contact: FormContact;
  children: ReactNode;
};

/** The frame of an Indonesian application form: heading, required-fields note, summary, button. */
export function IndonesianApplicationForm({
  controller,
  id,
  title,
  contact,
  children,
}: ApplicationFormProps) {
  return (
    <SimulatedForm
      controller={controller}
      contact={contact}
      wordsIn="id"
      titleId={`${id}-title`}
      header={
        <div>
          <h2 id={`${id}-title`} className="text-3xl font-bold text-cream">
            {title}
          </h2>
          <p className="mt-3 text-muted">
            Kolom bertanda <span className="text-gold">*</span> wajib diisi.
          </p>
        </div>
      }
      noscript={<IndonesianNoscript contact={contact} />}
      footer={<IndonesianReachUs contact={contact} />}
      summaryTitle={INDONESIAN.summaryTitle}
      submitLabel="Kirim Pengajuan"
      submittingLabel="Mengirim..."
    >
      {children}
    </SimulatedForm>
  );
}

type Applicant = {
  fullName: string;
  email: string;
  company: string;
  position: string;
  whatsapp: string;
};

type ApplicationSuccessProps = {
  title: string;
  message: string;
  applicant: Applicant;
  /** The rows after the applicant's own. */
  details: readonly (readonly [string, string])[];
  onAgain: () => void;
  /** The home of the page's edition ('/' or '/id'). */
  homeHref?: string;
};

/** The success screen of an Indonesian application: who applied, then what they asked for. */
export function IndonesianApplicationSuccess({
  title,
  message,
  applicant,
  details,
  onAgain,
  homeHref = '/',
}: ApplicationSuccessProps) {
  return (
    <Suspense fallback={null}>
      <FormSuccess
        title={title}
        message={message}
        detailsTitle="Ringkasan pengajuan"
        details={[
          ['Nama Lengkap', applicant.fullName],
          ['Email', applicant.email],
          ['Perusahaan', applicant.company],
          ['Jabatan', applicant.position],
          ['Nomor WhatsApp', applicant.whatsapp],
          ...details,
        ]}
        againLabel="Kirim Pengajuan Lain"
        onAgain={onAgain}
        homeLabel={INDONESIAN.backHome}
        homeHref={homeHref}
      />
    </Suspense>
  );
}
