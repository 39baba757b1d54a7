import { lazy, Suspense, useCallback, useState } from 'react';
import { Route, Routes } from 'react-router';
import { ReaderAreaShell } from '../readerCommon/ReaderAreaShell.tsx';
import { NewsListPage } from './list/NewsListPage.tsx';
import { NEWS_OFFLINE_PATH, NEWS_SAVED_PATH, newsRelativePath } from '../../routePaths.ts';
import { SkeletonList } from '../../ui/Skeleton.tsx';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';
import './news.css';
import './reading/reading.css';
import './reading/readingControls.css';
import { useReaderKeys } from './reading/useReaderKeys.ts';
import { newsDetailPageModule } from './article/newsDetailPageModule.ts';

// The list shows no API HTML (card subtitles are plain text): the sanitizer loads with an article.
// The detail page is its own chunk: the list is what the route must paint first.
// So are the pages of what is kept on this device.
const SavedPage = lazy(async () => ({ default: (await import('./reading/SavedPage.tsx')).SavedPage }));
const OfflinePage = lazy(async () => ({ default: (await import('./offline/OfflinePage.tsx')).OfflinePage }));
// The shortcuts list loads when `?` asks for it: nothing on the first screen needs it.
const ShortcutsDialog = lazy(async () => ({ default: (await import('./reading/ShortcutsDialog.tsx')).ShortcutsDialog }));
const NewsDetailPage = lazy(newsDetailPageModule);

/** `/news` (the list) and `/news/:id` (one item). */
export function NewsArea() {
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const openShortcuts = useCallback(() => setShortcutsOpen(true), []);
  const closeShortcuts = useCallback(() => setShortcutsOpen(false), []);
  useReaderKeys(openShortcuts);
  return (
    <ReaderAreaShell>
      <Routes>
        <Route index element={<NewsListPage />} />
        <Route
          path={newsRelativePath(NEWS_SAVED_PATH)}
          element={
            <Suspense fallback={<LoadingArticle />}>
              <SavedPage />
            </Suspense>
          }
        />
        <Route
          path={newsRelativePath(NEWS_OFFLINE_PATH)}
          element={
            <Suspense fallback={<LoadingArticle />}>
              <OfflinePage />
            </Suspense>
          }
        />
        <Route
          path=":id"
          element={
            <Suspense fallback={<LoadingArticle />}>
              <NewsDetailPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NoSuchNewsPage />} />
      </Routes>
      {shortcutsOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={closeShortcuts} />
        </Suspense>
      )}
    </ReaderAreaShell>
  );
}

function LoadingArticle() {
  return <SkeletonList rows={3} label={useMessages().article.loading} />;
}

function NoSuchNewsPage() {
  const t = useMessages();
  return (
    <section>
      <h1>{t.notFound}</h1>
      <p>{t.news.notFoundPage}</p>
    </section>
  );
}
