/**
 * The forms' words when the site sends them to the association's receiver
 * (NEXT_PUBLIC_FORMS_ENDPOINT set at build): why a submission did not go, the privacy notice shown
 * under the consent, and the hidden field people never see. A simulated site never loads them.
 */
export const delivery = {
  failure: {
    title: 'Your form was not sent',
    network:
      'We could not reach our server. Check your connection and try again: everything you entered is still here.',
    unavailable:
      'Our server could not take your form just now. Everything you entered is still here: please try again in a few minutes, or e-mail us at {email}.',
    rateLimited:
      'Several forms have just been sent from your connection, so we have paused it for a moment. Everything you entered is still here: please try again in {minutes} minutes.',
    challenge:
      'We could not confirm that a person sent this form. Please complete the check above the button again, then send.',
    retry: 'Try again',
  },
  notice: {
    summary: 'How we use your details',
    basisRequest:
      'Legal basis: your own request, as you write to us for an answer, under Law No. 27 of 2022 on Personal Data Protection. With your message we record the version of this notice, the language and the time.',
    controller:
      '{name} receives what you send with this form on its own server in Indonesia and keeps it there. It is not passed to any other organisation.',
    purpose: 'Why: {purpose}. Staff of the secretariat read it.',
    basis:
      'Legal basis: your consent, given by ticking the box above, under Law No. 27 of 2022 on Personal Data Protection. With your details we record that you agreed, the version of this notice, the language and the time.',
    retention:
      'How long: {days} days from the day we receive it; then it is deleted automatically.',
    rights:
      'Your rights: to see, correct or delete your details, or to withdraw your consent, at any time. Write to {email}; we act on your request within 3 × 24 hours.',
    version: 'Privacy notice of {date}.',
    /** PRIVACY_NOTICE_VERSION as the edition writes a date (a test holds the two equal). */
    dated: 'November 29, 2026',
  },
  /** Why each form's details are kept: stored with each submission and shown in the notice. */
  purposes: {
    contact: 'to answer your message',
    partnership: 'to discuss the partnership you propose',
    sponsorship: 'to discuss your sponsorship',
    registration: 'to organise the event and contact you about it',
    membership: 'to assess your membership application and contact you about it',
  },
  /** The honeypot's label: the field is hidden from people and from screen readers. */
  honeypot: 'Leave this field empty',
};
