import { SectionCard } from '@/components/ui/section-card';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { SITE } from '@/data/site';
import { CopyButton } from './copy-button';

/** The foundation's bank account for transfers, with a button that copies the account number. */
export function BankDetails({ note, locale }: { note: string; locale: Locale }) {
  const { bank } = SITE;
  const t = getMessages(locale).contact.bank;
  return (
    <SectionCard id="bank-details" title={t.title} compact>
      <p className="text-muted">{note}</p>
      <dl className="mt-5 space-y-4">
        <div>
          <dt className="text-sm text-muted">{t.bank}</dt>
          <dd className="text-cream">
            {bank.bankName}, {bank.branch}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t.accountName}</dt>
          <dd className="text-cream">{bank.accountName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t.accountNumber}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
            <span
              id="bank-account-number"
              className="font-mono text-xl font-semibold tracking-wider text-gold"
            >
              {bank.accountNumber}
            </span>
            <CopyButton
              value={bank.accountNumber.replace(/\s/g, '')}
              label={t.copy}
              messages={{ copied: t.copied, failed: t.failed }}
              targetId="bank-account-number"
            />
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}
