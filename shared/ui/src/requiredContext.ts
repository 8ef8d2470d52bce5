/**
 * A value a remote's Root provides to its pages (an API client, …): the Provider, and the hook that
 * reads it and throws when a component is rendered outside that Root (a wiring mistake, not a state).
 * Imported by path (`@shirube/ui/src/requiredContext`): each remote bundles its own copy.
 */
import { createContext, useContext, type Provider } from 'react';

export function requiredContext<T>(hookName: string, rootName: string): [Provider<T | null>, () => T] {
  const Context = createContext<T | null>(null);
  const useRequired = (): T => {
    const value = useContext(Context);
    if (value === null) throw new Error(`${hookName}() outside ${rootName}`);
    return value;
  };
  return [Context.Provider, useRequired];
}
