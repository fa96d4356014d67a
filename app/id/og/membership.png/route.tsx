import { membershipOgCard } from '@/components/og/og-images';

// Written once at build time as out/id/og/membership.png, the Indonesian Membership page's share preview.
export const dynamic = 'force-static';

export function GET() {
  return membershipOgCard('id');
}
