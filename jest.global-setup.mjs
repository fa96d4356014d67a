// A time zone far from UTC, so a date that depends on the visitor's zone fails the tests.
export default function globalSetup() {
  process.env.TZ = 'America/Los_Angeles';
}
