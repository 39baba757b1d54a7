import { createContext, useContext } from 'react';

/** The question asked before exporting a plan that has errors: which export waits, and the answers. */
export interface ExportConfirm {
  confirming: null | 'download' | 'copy';
  confirm(): void;
  cancel(): void;
}

export const ExportConfirmContext = createContext<ExportConfirm>({ confirming: null, confirm: () => {}, cancel: () => {} });

export const useExportConfirm = () => useContext(ExportConfirmContext);
