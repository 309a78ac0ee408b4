/**
 * Basque words that referees of the Basque Country (in Spain and in France) write beside
 * Spanish or French: figures and the units of time ("Hiru urte", "Bost !", "lau edo bost… lau").
 * Read by both those lexicons; Basque itself is no language participants are served in.
 */

/** 3 to 10. Not "bat" (1) nor "bi" (2): too short to tell from other words. */
export const BASQUE_FIGURES: Readonly<Record<string, number>> = {
  hiru: 3,
  lau: 4,
  bost: 5,
  sei: 6,
  zazpi: 7,
  zortzi: 8,
  bederatzi: 9,
  hamar: 10,
};

/** "urte" (year, "urte" also after a figure), "hilabete" (month). */
export const BASQUE_UNITS = {
  year: ['urte', 'urtez'],
  month: ['hilabete', 'hilabetez'],
} as const;
