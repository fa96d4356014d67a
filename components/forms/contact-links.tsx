// The secretariat's e-mail and phone as links, for saying what to do when a form cannot send.

const linkClass = 'font-semibold [overflow-wrap:anywhere] text-gold underline underline-offset-4';

/** The secretariat's e-mail as a link, for saying what to do when a form cannot send. */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}

/** The secretariat's phone as a link, for saying what to do when a form cannot send. */
export function PhoneLink({ phone }: { phone: { display: string; href: string } }) {
  return (
    <a href={phone.href} className={linkClass}>
      {phone.display}
    </a>
  );
}
