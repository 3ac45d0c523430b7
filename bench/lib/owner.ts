/** Which package or project file a script URL or source path belongs to (node_modules/<pkg>, server/…, src/…). */
export function owner(url: string): string {
  if (!url) return '(native / idle / gc)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return url;
  const project = /(?:^|\/)(server|src|workers)\/(.+)$/.exec(url);
  return project ? `${project[1]}/${project[2]}` : url;
}

/** Like `owner`, but project files grouped by their folder (src/alarms, workers/sync, …). */
export function ownerFolder(url: string): string {
  const name = owner(url);
  const project = /^(server|src|workers)\/([^/]+)\//.exec(name);
  return project ? `${project[1]}/${project[2]}` : name;
}
