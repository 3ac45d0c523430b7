/** A scrape of GET /metrics (Prometheus text format): sample name with labels → value. */
export type Scrape = Map<string, number>;

export async function scrape(baseUrl: string): Promise<Scrape> {
  const response = await fetch(`${baseUrl}/metrics`);
  if (!response.ok) throw new Error(`/metrics: HTTP ${response.status}`);
  const samples: Scrape = new Map();
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^(\S+?(?:\{.*\})?)\s+(\S+)/.exec(line);
    if (match?.[1] && match[2]) samples.set(match[1], Number(match[2]));
  }
  return samples;
}

/** Sum of every sample of `name` whose labels contain all `labelParts` (e.g. 'route="/api/alarms"'). */
export function total(samples: Scrape, name: string, ...labelParts: string[]): number {
  let sum = 0;
  for (const [key, value] of samples) {
    const brace = key.indexOf('{');
    const sampleName = brace < 0 ? key : key.slice(0, brace);
    if (sampleName !== name) continue;
    if (labelParts.every((part) => key.includes(part))) sum += value;
  }
  return sum;
}

/** Names of the samples present, for reporting what the server exposes when an expected one is missing. */
export function names(samples: Scrape): string[] {
  return [...new Set([...samples.keys()].map((key) => key.replace(/\{.*$/, '')))].sort();
}

function pick(samples: Scrape, pattern: RegExp, what: string): string {
  const name = names(samples).find((candidate) => pattern.test(candidate));
  if (!name) throw new Error(`/metrics exposes no ${what} (has: ${names(samples).join(', ').slice(0, 200)})`);
  return name;
}

/** HTTP requests the server answered, not counting scrapes of /metrics itself. */
export function httpRequests(samples: Scrape): number {
  const name = pick(samples, /http.*requests?_total$|requests?_total$/, 'HTTP request counter');
  let sum = 0;
  for (const [key, value] of samples) {
    if (key.replace(/\{.*$/, '') === name && !key.includes('/metrics')) sum += value;
  }
  return sum;
}

/** Websockets open now. */
export function openSockets(samples: Scrape): number {
  return total(samples, pick(samples, /(ws|websocket|socket).*(open|connections|clients|active)|(open|active).*(ws|websocket|socket)/i, 'open-websocket gauge'));
}
