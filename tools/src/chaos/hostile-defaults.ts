/** The hostile-input soak's sizes (hostile.ts), apart so that `chaos --help` loads nothing heavy. */
export const HOSTILE_FULL = { rounds: 2, filings: 60, rate: 0.5 } as const;
export const HOSTILE_SHORT = { rounds: 1, filings: 30, rate: 1 } as const;
