// The screens of export, import and deep copy (issue 14 items 4 and 5) over the transfer logic.
export { DeepCopyDialog, type DeepCopyDialogProps } from './DeepCopyDialog';
export { downloadExport, EXPORT_FILENAME, exportText } from './export';
export { ImportExportPage } from './ImportExportPage';
export { readNamespaceState, send } from './api';
export { ImportPreview } from './ImportPreview';
export { RunPanel, RunProgress, type RunProgressProps } from './RunPanels';
