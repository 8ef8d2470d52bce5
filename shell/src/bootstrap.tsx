import { createStore } from 'jotai';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { createMfLoader } from './remotes/mfLoader';
import { sessionAtom } from './session/state';
import { readPayload } from './ssr/payload';

const root = document.getElementById('root');
if (root) {
  // The shell server wrote the session it saw and the live remotes into the page; a server-rendered
  // page also carries the state its remote rendered from, and is hydrated instead of rendered.
  const payload = readPayload();
  const store = createStore();
  if (payload && payload.session.status !== 'loading') store.set(sessionAtom, payload.session);
  const app = (
    <BrowserRouter>
      <App
        loader={createMfLoader(payload?.remotes)}
        store={store}
        serverState={payload?.serverState}
        pageError={payload?.pageError}
      />
    </BrowserRouter>
  );
  if (payload?.serverState && root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
