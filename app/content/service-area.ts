// The service area, in one place: the whole of Miami-Dade County. The home page, the contact
// page's list, the structured data and the virtual assistant (in both languages) all read it, so
// they can never disagree about a town.

/** The county we serve, whole. */
export const serviceCounty = 'Miami-Dade';

/**
 * The cities, towns and neighborhoods of Miami-Dade County a visitor may name, each with its
 * residential ZIP codes (a ZIP code shared by two of them is listed under both), so the assistant
 * can answer "do you serve Hialeah?" or "…33012?".
 */
export const serviceAreaZipCodes: Readonly<Record<string, readonly string[]>> = {
  'Coral Gables': ['33134', '33143', '33146'],
  Miami: ['33125', '33126', '33127', '33128', '33132', '33135', '33136', '33137', '33138', '33142', '33144', '33145', '33147', '33150'],
  'South Miami': ['33143'],
  'Coconut Grove': ['33133'],
  Pinecrest: ['33156'],
  'Key Biscayne': ['33149'],
  Kendall: ['33156', '33173', '33176', '33183', '33186', '33193', '33194', '33196'],
  'Miami Beach': ['33139', '33140', '33141'],
  Doral: ['33122', '33166', '33172', '33178'],
  Brickell: ['33129', '33130', '33131'],
  Westchester: ['33155', '33165', '33174', '33175'],
  'Palmetto Bay': ['33157', '33158'],
  Hialeah: ['33010', '33012', '33013', '33014', '33015', '33016', '33018'],
  'Hialeah Gardens': ['33016', '33018'],
  'Miami Lakes': ['33014', '33016', '33018'],
  'Miami Springs': ['33166'],
  'Virginia Gardens': ['33166'],
  Medley: ['33166', '33178'],
  Sweetwater: ['33172', '33174'],
  'West Miami': ['33144', '33155'],
  Tamiami: ['33175', '33182', '33184', '33185'],
  'Miami Gardens': ['33054', '33055', '33056', '33169'],
  'Opa-locka': ['33054'],
  'North Miami': ['33161', '33167', '33168', '33181'],
  'North Miami Beach': ['33160', '33162', '33179'],
  'Miami Shores': ['33138', '33150'],
  'Biscayne Park': ['33161'],
  Aventura: ['33160', '33180'],
  'Sunny Isles Beach': ['33160'],
  'Bal Harbour': ['33154'],
  'Bay Harbor Islands': ['33154'],
  Surfside: ['33154'],
  'North Bay Village': ['33141'],
  'Fisher Island': ['33109'],
  'Cutler Bay': ['33157', '33189', '33190'],
  'South Miami Heights': ['33157', '33177'],
  Redland: ['33170', '33187'],
  Homestead: ['33030', '33031', '33032', '33033', '33035', '33039'],
  'Florida City': ['33034'],
};

/** Every community we serve, in the order above (Coral Gables first). */
export const serviceAreaCommunities: readonly string[] = Object.keys(serviceAreaZipCodes);

/** Places outside Miami-Dade County people ask about, so a question about one gets a plain no rather than a guess. */
export const outsideServiceArea: readonly string[] = [
  'Hollywood',
  'Hallandale Beach',
  'Miramar',
  'Pembroke Pines',
  'Fort Lauderdale',
  'Weston',
  'Boca Raton',
  'West Palm Beach',
  'Key Largo',
  'Key West',
  'Naples',
  'Orlando',
  'Tampa',
];
