import { SITE } from '@/data/site';
import { MailLink, PhoneLink } from './simulated-form';

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
export function IndonesianNoscript() {
  return (
    <>
      Formulir ini memerlukan JavaScript, yang dinonaktifkan di peramban Anda, sehingga formulir
      tidak dapat mengirim apa pun. Silakan kirim email ke <MailLink email={SITE.contact.email} />{' '}
      atau telepon <PhoneLink phone={SITE.contact.phone} />.
    </>
  );
}

/** Under the button: the direct way to the secretariat, visible even before the page is ready. */
export function IndonesianReachUs() {
  return (
    <p className="text-sm text-muted">
      Lebih suka menghubungi kami langsung? Kirim email ke <MailLink email={SITE.contact.email} />{' '}
      atau telepon <PhoneLink phone={SITE.contact.phone} />.
    </p>
  );
}
