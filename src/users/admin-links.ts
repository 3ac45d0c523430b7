/**
 * Links into the external admin portal (SHELL-08, SHELL-09). The portal is at the ADMINURL setting; its old
 * version lists monitored users under /users, the new one under /objects (UseOldAdmin). "My details" opens the
 * operator's identity record when the person has an IdentityId, else their administrator record.
 */
export interface AdminLinkInput {
  adminUrl: string | undefined;
  useOldAdmin: boolean;
  remoteId?: unknown;
  identityId?: unknown;
  userId?: unknown;
}

function base(adminUrl: string | undefined): string | null {
  if (!adminUrl) return null;
  try {
    const url = new URL(adminUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString().replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

export function administrationUrl({ adminUrl, useOldAdmin }: AdminLinkInput): string | null {
  const root = base(adminUrl);
  return root ? `${root}/${useOldAdmin ? 'users' : 'objects'}` : null;
}

function present(value: unknown): string | null {
  return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' ? String(value) : null;
}

export function myDetailsUrl({ adminUrl, identityId, remoteId, userId }: AdminLinkInput): string | null {
  const root = base(adminUrl);
  if (!root) return null;
  const identity = present(identityId);
  if (identity) return `${root}/identities/${encodeURIComponent(identity)}`;
  const admin = present(remoteId) ?? present(userId);
  return admin ? `${root}/administrators/${encodeURIComponent(admin)}` : null;
}
