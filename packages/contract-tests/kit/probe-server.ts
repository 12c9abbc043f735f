/**
 * What stops the suite from running against the server, if anything: it cannot be reached, it refuses the key,
 * or it has no sandbox operations. Every test file makes its own throwaway broker with POST
 * /api/sandbox/brokers, so the whole suite needs a sandbox server; GET /api/sandbox/clock (the key's broker's
 * clock, a read) says whether it is one without changing anything.
 */
export async function probeServer(baseUrl: string, apiKey: string): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/sandbox/clock`, { headers: { 'x-api-key': apiKey } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `cannot reach ${baseUrl}: ${cause?.code ?? cause?.message ?? (error as Error).message}`;
  }
  if (response.ok) return undefined;
  const body = (await response.text()).slice(0, 300);
  if (response.status === 401) return `${baseUrl} refused the key (401): ${body}`;
  if (response.status === 404 || response.status === 501) {
    return (
      `${baseUrl} has no sandbox operations (GET /api/sandbox/clock answered ${response.status}): every check makes ` +
      'its own sandbox broker (POST /api/sandbox/brokers), so the kit needs a server in sandbox mode'
    );
  }
  return `${baseUrl} answered GET /api/sandbox/clock with ${response.status}: ${body}`;
}
