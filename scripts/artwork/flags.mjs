// Country flags for the international boards, copied as they are from the flag-icons package
// (MIT licence, lipis/flag-icons): SVG, 4:3, sharp at any size. Images rather than emoji flags,
// which Windows renders as two letters.

/** ISO 3166-1 alpha-2 codes of the seven international boards. */
const COUNTRY_CODES = ['au', 'cn', 'ca', 'in', 'my', 'sg', 'us'];

export const flagArtwork = COUNTRY_CODES.map((code) => ({
  file: `images/flags/${code}.svg`,
  copyFrom: `node_modules/flag-icons/flags/4x3/${code}.svg`,
}));
