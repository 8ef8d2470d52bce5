// Async boundary: Module Federation must initialise the shared scope before React loads.
// Spec §8 "code chunk load failure → page reloads": if the shell's own code cannot load (typically a
// new shell build replaced the old chunks while this page was open), reload ONCE; a marker in
// sessionStorage stops a reload loop when the files are really gone.
const RELOAD_MARK = 'shirube.chunkReloadAt';

import('./bootstrap').then(
  () => sessionStorage.removeItem(RELOAD_MARK),
  (error: unknown) => {
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (Date.now() - last > 30_000) {
      sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
      window.location.reload();
    } else {
      console.error('[shell] could not load the application code', error);
    }
  },
);
