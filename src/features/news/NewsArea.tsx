import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ApiClientProvider } from '../shared/ApiClientContext.tsx';
import { AreaToolbar } from '../shared/AreaToolbar.tsx';
import { NewsListPage } from './NewsListPage.tsx';
import { SkeletonList } from '../../ui/Skeleton.tsx';
import '../../ui/ui.css';
import '../shared/area.css';
import './news.css';

// The list shows no API HTML (card subtitles are plain text): the sanitizer loads with an article.
// The detail page is its own chunk: the list is what the route must paint first.
const NewsDetailPage = lazy(async () => ({ default: (await import('./NewsDetailPage.tsx')).NewsDetailPage }));

/** `/news` (the list) and `/news/:id` (one item). */
export function NewsArea() {
  return (
    <ApiClientProvider>
      <div className="news-area">
        <AreaToolbar />
        <Routes>
          <Route index element={<NewsListPage />} />
          <Route
            path=":id"
            element={
              <Suspense fallback={<SkeletonList rows={3} label="Loading the news item…" />}>
                <NewsDetailPage />
              </Suspense>
            }
          />
          <Route
            path="*"
            element={
              <section>
                <h1>Not found</h1>
                <p>There is no news page at this address.</p>
              </section>
            }
          />
        </Routes>
      </div>
    </ApiClientProvider>
  );
}
