import { Navigate, Route, Routes } from 'react-router';
import { ApiClientProvider } from '../readerCommon/ApiClientContext.tsx';
import { AreaToolbar } from '../readerCommon/AreaToolbar.tsx';
import { DirectoryListPage } from './DirectoryListPage.tsx';
import { DirectoryDetailPage } from './DirectoryDetailPage.tsx';
import { UiLanguageProvider } from '../../i18n/UiLanguageContext.tsx';
import { useDisplayLanguage } from '../readerCommon/useDisplayLanguage.ts';
import '../../ui/ui.css';
import '../readerCommon/area.css';
import './directory.css';

/** `/directory/:collection` tables and `/directory/:collection/:id` records. */
export function DirectoryArea() {
  const [language] = useDisplayLanguage();
  return (
    <ApiClientProvider>
      <UiLanguageProvider language={language}>
        <div className="news-area">
          <AreaToolbar />
          <Routes>
            <Route index element={<Navigate to="channels" replace />} />
            <Route path=":collection" element={<DirectoryListPage />} />
            <Route path=":collection/:id" element={<DirectoryDetailPage />} />
          </Routes>
        </div>
      </UiLanguageProvider>
    </ApiClientProvider>
  );
}
