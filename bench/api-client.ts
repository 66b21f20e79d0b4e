/**
 * The benches' client of the reference server's encrypted API: a fresh guest session, then calls
 * with its token, answers decrypted.
 */
import { createEnvelopeCipher, keyFromSecret } from '../src/core/cipher/envelope';
import { DEV_API_SECRET } from '../src/core/config';

export interface Api {
  call<T>(name: string, body: Record<string, unknown>): Promise<T>;
}

export async function apiClient(url: string): Promise<Api> {
  const cipher = createEnvelopeCipher(keyFromSecret(DEV_API_SECRET));
  const post = async (name: string, body: unknown) => {
    const response = await fetch(`${url}/api2/${name}.html`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number; data?: string; msg?: string };
    if (!response.ok || json.code !== 200 || !json.data) throw new Error(`${name}: ${response.status} ${json.msg}`);
    return cipher.decryptJson(json.data);
  };
  const session = (await post('autoCreateAndLogin', { domain: 'bench.local' })) as { access_token: string };
  return {
    call: async <T>(name: string, body: Record<string, unknown>) =>
      (await post(name, { ...body, access_token: session.access_token })) as T,
  };
}
