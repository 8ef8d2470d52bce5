import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { createMfLoader } from './remotes/mfLoader';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BrowserRouter>
      <App loader={createMfLoader()} />
    </BrowserRouter>,
  );
}
