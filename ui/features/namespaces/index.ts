export { useCreateNamespace, useDeleteNamespace, useNamespace, useNamespaceKey, useNamespaces, useUpdateNamespace } from './hooks';
export { createNamespace, deleteNamespace, fetchNamespaces, namespaceKeys, updateNamespace } from './api';
export {
  FALLBACK_NAMESPACE,
  NamespaceFormSchema,
  NamespaceListSchema,
  NamespaceSchema,
  type Namespace,
  type NamespaceInput,
  type NamespaceList,
} from './schema';
export { NamespacesPage } from './NamespacesPage';
