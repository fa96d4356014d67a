import { SectionCard } from '@/components/ui/section-card';
import { SITE } from '@/data/site';
import { CopyButton } from './copy-button';

/** The foundation's bank account for transfers, with a button that copies the account number. */
export function BankDetails({ note }: { note: string }) {
  const { bank } = SITE;
  return (
    <SectionCard id="bank-details" title="Bank Transfer" compact>
      <p className="text-muted">{note}</p>
      <dl className="mt-5 space-y-4">
        <div>
          <dt className="text-sm text-muted">Bank</dt>
          <dd className="text-cream">
            {bank.bankName}, {bank.branch}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Account name</dt>
          <dd className="text-cream">{bank.accountName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Account number</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
            <span
              id="bank-account-number"
              className="font-mono text-xl font-semibold tracking-wider text-gold"
            >
              {bank.accountNumber}
            </span>
            <CopyButton
              value={bank.accountNumber.replace(/\s/g, '')}
              label="Copy account number"
              targetId="bank-account-number"
            />
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}
