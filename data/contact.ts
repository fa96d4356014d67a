import { SITE } from './site';

/** The Contact Us page's copy; the contact and bank details themselves are in data/site.ts. */
export const CONTACT_PAGE = {
  intro: `Questions about membership, events, partnerships or our programmes? The ${SITE.name} secretariat in Jakarta is glad to help.`,
  bankNote:
    'For membership contributions, event fees and donations to the foundation. Please put your full name and the purpose of the transfer in the transfer note.',
  mapNote:
    'Visitors are welcome during office hours: please sign in at the lobby reception of the tower.',
} as const;
