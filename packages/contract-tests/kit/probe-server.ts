export type Probe = { problem: string } | { sandbox: true } | { sandbox: false; status: number };

/**
 * Whether the suite can run against the server, and with the sandbox operations or without: it cannot be reached
 * or refuses the key (a problem), or GET /api/sandbox/clock (the key's broker's clock, a read that changes
 * nothing) answers 200, or 404 / 501 where the server has no sandbox operations (production mode, or an
 * implementation without that part). Without them, the checks that need them are skipped with that reason.
 */
export async function probeServer(baseUrl: string, apiKey: string): Promise<Probe> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/sandbox/clock`, { headers: { 'x-api-key': apiKey } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      problem: `cannot reach ${baseUrl}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    };
  }
  if (response.ok) return { sandbox: true };
  if (response.status === 404 || response.status === 501) return { sandbox: false, status: response.status };
  const body = (await response.text()).slice(0, 300);
  if (response.status === 401) return { problem: `${baseUrl} refused the key (401): ${body}` };
  return { problem: `${baseUrl} answered GET /api/sandbox/clock with ${response.status}: ${body}` };
}
