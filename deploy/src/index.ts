export * from './store';
export { DeployError, type DeployErrorCode } from './errors';
export { normaliseRemote, remoteDir, remoteNames, type RemoteName } from './remotes';
