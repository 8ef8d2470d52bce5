// Two processes on one PGlite folder corrupt it, so the API holds a pid lock file next to it.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function acquireLock(lockFile: string, guarded: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The database folder ${guarded} is in use by another API process (pid ${pid}, lock ${lockFile}). ` +
            'Stop that process or start this one with a different DATA_DIR.',
        );
      }
      unlinkSync(lockFile); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
