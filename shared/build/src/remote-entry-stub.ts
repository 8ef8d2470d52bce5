// Remotes are loaded through remoteEntry.js / mf-manifest.json by the shell; this entry is never used.
export {};
