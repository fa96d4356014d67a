import type { HomeEventInput } from '../schemas/home-events';

/** The home page's three event summaries, the flagship first. */
export const HOME_EVENT_CONTENT = [
  {
    id: 'home-event-001',
    slug: 'nusantara-ceo-summit-2027',
    title: 'Nusantara CEO Summit 2027',
    type: 'Summit',
    date: '2027-04-15',
    time: '07:30 – 18:00 WIB',
    location: 'Grand Cakrawala Convention Hall, Jakarta',
    attendees: '500+ CEOs',
    description:
      'Our flagship annual gathering: a day of keynotes, panels and breakout tracks on growth beyond Java, the energy transition and leadership in the age of AI, closing with the Summit Declaration.',
    featured: true,
  },
  {
    id: 'home-event-002',
    slug: 'eastern-indonesia-investment-forum-2027',
    title: 'Eastern Indonesia Investment Forum 2027',
    type: 'Forum',
    date: '2027-06-10',
    time: '09:00 – 15:30 WIB',
    location: 'Losari Bay Convention Centre, Makassar',
    attendees: '150+ CEOs',
    description:
      'Investors, regional leaders and entrepreneurs on ports, fisheries, downstream minerals and tourism in eastern Indonesia, with an afternoon of investor matchmaking.',
    featured: false,
  },
  {
    id: 'home-event-003',
    slug: 'family-business-succession-roundtable-surabaya',
    title: 'Family Business Succession Roundtable',
    type: 'Roundtable',
    date: '2026-12-10',
    time: '15:00 – 18:30 WIB',
    location: 'Hotel Arjuna Surabaya, Surabaya',
    attendees: '30 CEOs',
    description:
      'A closed-door conversation for owners and successors of family companies on handing over leadership without losing the business or the family.',
    featured: false,
  },
] satisfies HomeEventInput[];
