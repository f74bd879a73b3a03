/**
 * Which of a filing's parties is "the company" it is about: the issuer (ownership forms), else the
 * subject company (schedules), else the filer, then the other roles. EDGAR files a filing under
 * every party's CIK; the issuer side is the folder and the ticker an event belongs to.
 */
export const ISSUER_FIRST_ROLES = ['issuer', 'subject', 'filer', 'filed-by', 'reporting', 'other'] as const;

const rank = (role: string) => {
  const i = (ISSUER_FIRST_ROLES as readonly string[]).indexOf(role);
  return i < 0 ? ISSUER_FIRST_ROLES.length : i;
};

/** The issuer-side party that has a CIK (first by ISSUER_FIRST_ROLES, then as listed); else the first party. */
export function issuerSideParty<P extends { role: string; cik?: string }>(parties: readonly P[]): P | undefined {
  const withCik = parties.filter((p) => p.cik);
  return [...withCik].sort((a, b) => rank(a.role) - rank(b.role))[0] ?? parties[0];
}
