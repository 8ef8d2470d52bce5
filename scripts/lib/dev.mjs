// `npm run dev`: after start-up, rebuild a browser app when its files (or shared/) change and publish
// the remotes whose build changed, so a reload shows the change. Server code restarts via `tsx watch`.
import { watch } from 'node:fs';
import path from 'node:path';
import { buildAll, remotes, repoRoot } from './apps.mjs';
import { deploy } from './releases.mjs';

const watched = ['shell/src', 'shared', ...remotes.map((r) => `${r.dir}/src`)];
const ignored = /(^|\/)(node_modules|dist|\.data)(\/|$)/;

export function watchAndRebuild(releasesDir, log = console.log) {
  let timer = null;
  let running = false;
  let again = false;
  const rebuild = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await buildAll({ log: (m) => (m.includes('up to date') ? undefined : log(m)) });
      for (const remote of remotes) {
        const release = deploy(releasesDir, ['publish', remote.dir, '--if-changed']);
        if (!release.unchanged) log(`deploy: published ${remote.mfName} ${release.version}`);
      }
      log('dev: 再ビルドしました。ブラウザを再読み込みしてください');
    } catch (e) {
      log(`dev: build failed — fix the error and save again (${e.message})`);
    } finally {
      running = false;
      if (again) {
        again = false;
        rebuild();
      }
    }
  };
  for (const dir of watched) {
    watch(path.join(repoRoot, dir), { recursive: true }, (_event, file) => {
      if (file && ignored.test(file)) return;
      clearTimeout(timer);
      timer = setTimeout(rebuild, 400);
    });
  }
  log(`dev: watching ${watched.join(', ')}`);
}
