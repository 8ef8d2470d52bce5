/** Remote names as the release store and /remotes.json know them (the Module Federation `name`). */
export const remoteNames = ['mf_reader', 'mf_editor', 'mf_commerce', 'mf_seller'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** `mf-editor`, `mf_editor` and `editor` all mean the same remote; returns null when unknown. */
export function normaliseRemote(input: string): RemoteName | null {
  const snake = input.trim().toLowerCase().replace(/-/g, '_');
  const name = snake.startsWith('mf_') ? snake : `mf_${snake}`;
  return (remoteNames as readonly string[]).includes(name) ? (name as RemoteName) : null;
}

/** The workspace folder of a remote (`mf_editor` → `mf-editor`). */
export function remoteDir(name: RemoteName): string {
  return name.replace(/_/g, '-');
}
