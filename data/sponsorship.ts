import { SPONSORSHIP_CONTENT } from './content/sponsorship';
import { SponsorshipPageSchema, type SponsorshipPage } from './schemas/sponsorship';

const SPONSORSHIP: SponsorshipPage = SponsorshipPageSchema.parse(SPONSORSHIP_CONTENT);

/** The Sponsorship page's content. */
export function getSponsorshipPage(): SponsorshipPage {
  return SPONSORSHIP;
}
