/** Membership: the page, its application form and confirmation, and the calls to join elsewhere. */
export const membership = {
  title: 'Membership',
  metaDescription:
    'Join the {name}: who may join, what members get, the three tiers and their annual fees, how joining works, and the application form.',
  eyebrow: 'Join the network',
  apply: 'Apply for Membership',
  compareTiers: 'Compare the Tiers',
  eligibilityEyebrow: 'Eligibility',
  eligibilityTitle: 'Who May Join',
  benefitsEyebrow: 'Membership benefits',
  benefitsTitle: 'What Members Get',
  tiersEyebrow: 'Tiers and fees',
  tiersTitle: 'Membership Tiers',
  tiersDescription:
    'Every membership is personal and runs for a year. You pay only once your application is accepted.',
  /** After a tier's fee: 'Rp 15.000.000 a year'. */
  perYear: 'a year',
  eventDiscount: '{percent}% off event fees, with priority registration',
  /** A tier card's call to action: 'Apply as Full Member'. */
  applyAs: 'Apply as {tier}',
  stepsEyebrow: 'How joining works',
  stepsTitle: 'From Application to Welcome',
  faqEyebrow: 'FAQ',
  faqTitle: 'Frequently Asked Questions',
  form: {
    title: 'Membership Application',
    requiredNote: 'Fields marked {star} are required.',
    aboutYou: 'About you',
    boardRole: 'Your board role',
    application: 'Your application',
    fullName: 'Full Name',
    email: 'Email Address',
    company: 'Company',
    position: 'Position/Title',
    phone: 'Phone Number',
    industry: 'Industry',
    province: 'Province',
    chooseOne: 'Choose one',
    otherIndustry: 'Another industry',
    otherProvince: 'Another province',
    boardYears: 'Years in a Board Role',
    boardYearsHint:
      'As a director or commissioner, at one company or several counted together: at least {min}.',
    tier: 'Membership Tier',
    /** A tier in the form's list: 'Full Member · Rp 15.000.000 a year'. */
    tierOption: '{tier} · {fee} a year',
    referrer: 'Referring Member',
    referrerHint:
      'Optional. The member who suggested you apply: any member’s name. Names from the CEO Directory are suggested as you type.',
    linkedin: 'LinkedIn Profile URL',
    linkedinHint: 'Optional. For example: linkedin.com/in/your-name',
    motivation: 'Why would you like to join?',
    motivationHint: 'A few sentences on what you hope to give to the network and gain from it.',
    consent:
      'I confirm that these details are correct, and I agree that {name} may use them to review my application and contact me about it.',
    noscript:
      'This form needs JavaScript, which is turned off in your browser, so it cannot send your application. Please e-mail {email} or call {phone}, and we will help you apply.',
    questions: 'Questions about membership? E-mail {email} or call {phone}.',
    submit: 'Submit Application',
    submitting: 'Sending...',
    summaryTitle: 'There is a problem',
    errorPrefix: 'Error',
  },
  success: {
    title: 'Application Received!',
    message: 'Thank you, {name}. We have received your application for the {tier} tier.',
    reference: 'Your reference number',
    referenceNote: 'Please quote it whenever you write to us about your application.',
    detailsTitle: 'Your application',
    boardYears: '{count} years',
    nextTitle: 'What happens next',
    next: {
      confirm: {
        when: 'Within {days} working days',
        what: 'We confirm receipt by e-mail to {email} and check your details.',
      },
      conversation: {
        when: 'Within {days} working days',
        what: 'Two members of the board for your province invite you to a 30-minute conversation, in person or online.',
      },
      decision: {
        when: 'Within {days} working days',
        what: 'The membership committee decides and writes to you. If you are accepted, the invoice for your first year ({fee}) follows.',
      },
      welcome: {
        when: 'Once the fee is paid',
        what: 'Your membership begins: the full directory, your member card and an invitation to the next welcome gathering.',
      },
    },
    print: 'Print Confirmation',
    again: 'Start a New Application',
    home: 'Back to Home',
  },
  /** The call to join on the About Us and CEO Directory pages. */
  cta: {
    eyebrow: 'Membership',
    title: 'Lead alongside {members} directors',
    about:
      'Directors and commissioners with at least two years on a board may apply. See who may join, what members get and what it costs.',
    directory:
      'Members browse the full directory of 200+ profiles and appear in it themselves. See who may join, what members get and what it costs.',
    action: 'Become a member',
  },
};
