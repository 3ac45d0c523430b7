import type { FastifyInstance } from 'fastify';

/**
 * The demo products' pictures (CMD-41): a small one for the device info and a large one it opens. Drawn here as
 * SVG so the demo needs no binary files; public, since an <img> carries no bearer token and a product picture says
 * nothing about a person.
 */
const PRODUCT_LOOKS: Readonly<Record<string, { colour: string; label: string }>> = {
  '11': { colour: '#1f6f8b', label: 'Safemate Home' },
  '12': { colour: '#8b1f4f', label: 'Doro Secure 580' },
  '13': { colour: '#3a7d2c', label: 'Neat NOVO' },
  '14': { colour: '#6b5a1f', label: 'Door sensor' },
};

const SIZES = { small: 64, large: 320 } as const;

export const productImagePath = (productId: number, size: keyof typeof SIZES) => `/media/products/${productId}-${size}.svg`;

/** A rounded device with a button, and its name on the large picture. */
function productSvg(look: { colour: string; label: string }, size: keyof typeof SIZES): string {
  const side = SIZES[size];
  const label = size === 'large' ? `<text x="50" y="92" font-family="sans-serif" font-size="7" text-anchor="middle" fill="#222">${look.label}</text>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 100 100" role="img">`
    + `<rect x="25" y="8" width="50" height="74" rx="12" fill="${look.colour}"/>`
    + '<circle cx="50" cy="40" r="14" fill="#f4f4f4"/><circle cx="50" cy="40" r="8" fill="#d33"/>'
    + '<rect x="38" y="64" width="24" height="4" rx="2" fill="#f4f4f4"/>'
    + `${label}</svg>`;
}

export function registerProductImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/media/products/:file', async (request, reply) => {
    const match = /^(\d+)-(small|large)\.svg$/.exec(request.params.file);
    const look = match ? PRODUCT_LOOKS[match[1]!] : undefined;
    if (!match || !look) return reply.code(404).send({ error: 'NOT_FOUND', error_description: 'No such product image' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(productSvg(look, match[2] as keyof typeof SIZES));
  });
}
