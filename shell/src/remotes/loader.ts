import { createContext, useContext } from 'react';
import type { RemoteName } from '@shirube/shell-contract';

export type ExposedModule = 'pages' | 'widgets';

/** How the shell gets a remote's exposed module. The real one is Module Federation (mfLoader.ts);
 *  tests pass a fake. */
export interface RemoteLoader {
  loadModule(remote: RemoteName, expose: ExposedModule): Promise<Record<string, unknown>>;
  /** Forget a failed remote and fetch /remotes.json again (used by the retry button). */
  reset(remote: RemoteName): Promise<void>;
  /** The release version of `remote` this loader loads (the mount element's `data-remote-version`;
   *  the same string `deploy status` prints); undefined when it is not known. */
  version?(remote: RemoteName): string | undefined;
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteLoaderContext missing');
  return loader;
}
