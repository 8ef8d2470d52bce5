export * from './store';
export { DeployError, type DeployErrorCode } from './errors';
export { normaliseRemote, remoteDir, remoteNames, type RemoteName } from './remotes';
export { activateSet, plan, type PlanEntry } from './plan';
