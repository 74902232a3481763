/** The :id of /programs/:id as a positive 32-bit integer, else null (a not-found page, no request). */
export function parseProgramId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
