/** Contact Us: the page, the secretariat's cards, the bank card and the message form. */
export const contact = {
  title: 'Contact Us',
  metaDescription:
    'Write to the {name} secretariat in Jakarta: address, phone, e-mail, office hours, bank details for transfers and a message form. We reply within 24 hours.',
  eyebrow: 'Get in touch',
  detailsEyebrow: 'The secretariat',
  detailsTitle: 'How to reach us',
  formSection: 'Message form, bank details and location',
  findUs: 'Find us',
  waysEyebrow: 'Get involved',
  waysTitle: 'Other ways to work with us',
  waysDescription:
    'Join the network, build a programme with us, sponsor an event or support the causes our members champion.',
  cards: { address: 'Address', phone: 'Phone', email: 'Email', hours: 'Office Hours' },
  bank: {
    title: 'Bank Transfer',
    bank: 'Bank',
    accountName: 'Account name',
    accountNumber: 'Account number',
    copy: 'Copy account number',
    copied: 'Copied',
    failed: 'Could not copy: the number is selected, so copy it by hand.',
  },
  form: {
    title: 'Send us a message',
    requiredNote: 'Fields marked {star} are required.',
    noscript:
      'This form needs JavaScript, which is turned off in your browser, so it cannot send your message. Please e-mail us at {email} or call {phone} instead.',
    submit: 'Send Message',
    submitting: 'Sending...',
    fullName: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    optional: 'Optional.',
    subject: 'Subject',
    message: 'Message',
    successTitle: 'Message Sent!',
    successMessage:
      'Thank you, {name}. We have received your message and will reply to {email} within 24 hours.',
    detailsTitle: 'Your message',
    again: 'Send Another Message',
    home: 'Back to Home',
    summaryTitle: 'There is a problem',
    errorPrefix: 'Error',
  },
};
