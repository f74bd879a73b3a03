/** A date as filings write it: "January 14, 2026", "Sept. 8, 2025" (shared by the classifier and the headlines). */
export const DATE_SRC = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.? \d{1,2}, \d{4}`;
