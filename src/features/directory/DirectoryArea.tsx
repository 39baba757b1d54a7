import { Navigate, Route, Routes } from 'react-router';
import { ReaderAreaShell } from '../readerCommon/ReaderAreaShell.tsx';
import { DirectoryListPage } from './DirectoryListPage.tsx';
import { DirectoryDetailPage } from './DirectoryDetailPage.tsx';
import './directory.css';

/** `/directory/:collection` tables and `/directory/:collection/:id` records. */
export function DirectoryArea() {
  return (
    <ReaderAreaShell>
      <Routes>
        <Route index element={<Navigate to="channels" replace />} />
        <Route path=":collection" element={<DirectoryListPage />} />
        <Route path=":collection/:id" element={<DirectoryDetailPage />} />
      </Routes>
    </ReaderAreaShell>
  );
}
