/**
 * Whether the console runs against a demo centre. The server marks the index.html it serves with
 * `<meta name="arc-demo" content="true">` (server/console-page.ts), so the login page knows before any request.
 */
export function isDemoCentre(doc: Pick<Document, 'querySelector'> = document): boolean {
  return doc.querySelector('meta[name="arc-demo"]')?.getAttribute('content') === 'true';
}
