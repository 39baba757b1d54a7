import { Route, Routes } from 'react-router';
import { ApiClientProvider } from './ApiClientContext.tsx';
import { AreaToolbar } from './AreaToolbar.tsx';
import { NewsListPage } from './NewsListPage.tsx';
import { NewsDetailPage } from './NewsDetailPage.tsx';
import '../../ui/ui.css';
import './news.css';

/** `/news` (the list) and `/news/:id` (one item). */
export function NewsArea() {
  return (
    <ApiClientProvider>
      <div className="news-area">
        <AreaToolbar />
        <Routes>
          <Route index element={<NewsListPage />} />
          <Route path=":id" element={<NewsDetailPage />} />
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
