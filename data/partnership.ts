import { PARTNERSHIP_CONTENT } from './content/partnership';
import { PartnershipPageSchema, type PartnershipPage } from './schemas/partnership';

const PARTNERSHIP: PartnershipPage = PartnershipPageSchema.parse(PARTNERSHIP_CONTENT);

/** The Partnership Opportunities page's content. */
export function getPartnershipPage(): PartnershipPage {
  return PARTNERSHIP;
}
