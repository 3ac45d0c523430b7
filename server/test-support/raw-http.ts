import { request } from 'node:http';
import type { Json } from './json.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Json;
}

/**
 * One HTTP request with the path sent exactly as given (fetch would normalise `%2e%2e` and dot segments away), so
 * tests can probe how the server reads encoded paths; `localAddress` sends it from another address of this machine.
 */
export function rawRequest(base: string, method: string, path: string, options: { headers?: Record<string, string>; body?: string; localAddress?: string } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const from = options.localAddress ? { localAddress: options.localAddress } : {};
    const req = request({ host: hostname, port, method, path, headers: options.headers ?? {}, ...from }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
