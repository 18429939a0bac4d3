// The screens of export, import and deep copy (issue 14 items 4 and 5) over the transfer logic.
export { DeepCopyDialog, type DeepCopyDialogProps } from './DeepCopyDialog';
export { downloadExport, exportFilename, exportText } from './export';
export { ImportExportPage } from './ImportExportPage';
export { readerOf, readNamespaceState, send } from './api';
export { transferKeys } from './hooks';
export { ImportPreview } from './ImportPreview';
export { RunProgress, type RunProgressProps } from './RunPanels';
export { RunGate } from './RunGate';
export { RunStatus } from './RunStatus';
export { offerUndo, putBackText } from './undo';
export { usePlanRun } from './usePlanRun';
