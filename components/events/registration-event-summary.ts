/**
 * What the registration form and its confirmation show of the event, formatted on the server.
 * Its own module so that the flow and the confirmation it loads lazily both import it, rather
 * than the confirmation importing it back from the flow (a circle, if only of types).
 */
export type RegistrationEventSummary = {
  title: string;
  dateLabel: string;
  time: string;
  venue: string;
  address: string;
};
