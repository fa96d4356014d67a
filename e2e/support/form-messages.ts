/**
 * The spec's messages for each form submitted empty, in the form's order: one list, read by the
 * Chromium suite (e2e/forms.spec.ts, e2e/registration.spec.ts) and the cross-engine suite
 * (e2e-engines/forms.spec.ts). The partnership and sponsorship forms are in Indonesian on both
 * editions, as the spec writes them.
 */
const PERSON = [
  'Full name is required',
  'Email is required',
  'Company is required',
  'Position/Title is required',
  'Phone number is required',
];
const APPLICANT = [
  'Nama lengkap diperlukan',
  'Email diperlukan',
  'Nama perusahaan diperlukan',
  'Jabatan diperlukan',
  'Nomor WhatsApp diperlukan',
];

export const EMPTY_SUBMIT_MESSAGES = {
  contact: [
    'Full name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ],
  partnership: [
    ...APPLICANT,
    'Pilih jenis kolaborasi',
    'Target & objektif diperlukan',
    'Persetujuan diperlukan',
  ],
  sponsorship: [
    ...APPLICANT,
    'Pilih paket sponsorship',
    'Pilih event target',
    'Persetujuan diperlukan',
  ],
  membership: [
    ...PERSON,
    'Please choose your industry',
    'Please choose your province',
    'Years in a board role is required',
    'Please choose a membership tier',
    'Please tell us briefly why you would like to join',
    'You must agree to be contacted regarding your application',
  ],
  registration: [...PERSON, 'You must agree to be contacted regarding this event'],
};
