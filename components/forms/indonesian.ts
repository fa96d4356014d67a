/** The words the Indonesian forms (partnership, sponsorship) share. */
export const INDONESIAN = {
  /** The empty first option of a select. */
  chooseOne: 'Pilih salah satu',
  /** Read before each inline error by screen readers. */
  errorPrefix: 'Kesalahan',
  /** The error summary's heading ('There is a problem'). */
  summaryTitle: 'Terdapat masalah',
  noscript:
    'Formulir ini memerlukan JavaScript, yang dinonaktifkan di peramban Anda, sehingga formulir tidak dapat mengirim apa pun.',
  backHome: 'Kembali ke Beranda',
} as const;
