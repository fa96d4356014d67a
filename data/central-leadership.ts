import { CENTRAL_LEADERSHIP_CONTENT } from './content/central-leadership';
import { CentralLeadershipSchema, type CentralLeadership } from './schemas/central-leadership';

const centralLeadership: Readonly<CentralLeadership> = Object.freeze(
  CentralLeadershipSchema.parse(CENTRAL_LEADERSHIP_CONTENT),
);

/** The central leadership of the 2025–2030 term: boards, main officers and working fields. */
export function getCentralLeadership(): Readonly<CentralLeadership> {
  return centralLeadership;
}
