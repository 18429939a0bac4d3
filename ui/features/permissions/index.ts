export { CreateAction, type CreateActionProps } from './CreateAction';
export { usePermissions, useTokenBlock, useWriteBlock } from './hooks';
export { fetchPermissions, permissionKeys } from './api';
export { permissionsFrom, probesFor, refusal, verdictOf, type Action, type Permissions, type PermissionKey, type Probe, type Resource, type Verdict } from './model';
