/** For tests: the settings a production server needs to start (its public address and its providers). */
export function productionSettings(): Record<string, string> {
  return { CAMBIO_PUBLIC_BASE_URL: 'https://api.acme.example' };
}
