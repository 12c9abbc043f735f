// Compiled by the client's typecheck (`npm run typecheck`), never run: the first quote exactly as the README
// writes it (`POST /api/quotes` in "Try it"), without `type` or `lifetimeSeconds`, whose defaults the
// server applies. It stops compiling if the generated types make a field with a default required again.
import { createCambioClient } from '../src/index.ts';

export async function firstQuote(userId: string): Promise<string | undefined> {
  const cambio = createCambioClient({ baseUrl: 'http://127.0.0.1:8787', apiKey: 'sk_sandbox_…' });
  const { data } = await cambio.POST('/api/quotes', {
    body: {
      userId,
      country: 'MX',
      origin: { asset: 'MXN', amount: 1000 },
      destination: { asset: 'USDC', network: 'polygon' },
    },
  });
  return data?.id;
}
