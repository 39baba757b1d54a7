import { test, expect } from './fixtures.ts';
import { api, cards, chooseLanguage, openFilters, openSettings, pager, primaryIds, range, shownIds, type NewsRecord, type Page_ } from './newsPage.ts';

test('pages forward to the last page through next, and back through previous', async ({ page, request }) => {
  // 30 page loads of 100 cards each: 21-47 s on the shared 2-core machine, past 60 s under load.
  test.slow();
  const { count } = await api<Page_<NewsRecord>>(request, '/api/v1/news/?limit=1');
  const pages = Math.ceil(count / 100);
  await page.goto('/news?limit=100');
  await expect(range(page)).toHaveText(`1–100 of ${count.toLocaleString('en-US')}`);
  const seen = new Set<number>();
  for (let p = 1; p <= pages; p++) {
    const first = (p - 1) * 100 + 1;
    const last = Math.min(p * 100, count);
    await expect(range(page)).toHaveText(`${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText(String(p));
    // An article whose records straddle a page edge has one card, on the page of its first record
    // (so a page may show a record more or less than its range): read the cards once it is folded.
    await expect(page.locator('.news-results [aria-busy]').first()).toHaveAttribute('aria-busy', 'false');
    const ids = await shownIds(page);
    for (const id of ids) {
      expect(seen.has(id), `record ${id} shown again on page ${p}`).toBe(false);
      seen.add(id);
    }
    if (p < pages) await pager(page).getByRole('link', { name: 'Next →' }).click();
  }
  // Every record was shown exactly once on the way.
  expect(seen.size).toBe(count);
  await expect(pager(page).getByRole('link', { name: 'Next →' })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`offset=${(pages - 1) * 100}`));
  for (let p = pages; p > 1; p--) {
    await pager(page).getByRole('link', { name: '← Previous' }).click();
    await expect(range(page)).toHaveText(new RegExp(`^${((p - 2) * 100 + 1).toLocaleString('en-US')}–`));
  }
  await expect(range(page)).toHaveText(`1–100 of ${count.toLocaleString('en-US')}`);
  await expect(pager(page).getByRole('link', { name: '← Previous' })).toHaveCount(0);
});

test('while a page loads, the pager describes the page on screen: a second click on previous asks for the same page', async ({ page, request }) => {
  // Page 5's answers are held back until the test has clicked twice: the page being left stays on
  // screen (placeholder) meanwhile. (Page 5 is also fetched ahead, as page 6's neighbour: that
  // request is held back too.)
  let releasePage5!: () => void;
  const page5Released = new Promise<void>((resolve) => (releasePage5 = resolve));
  await page.route('**/api/v1/news/?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('offset') === '40') await page5Released;
    await route.continue();
  });
  await page.goto('/news?offset=50');
  await expect(range(page)).toHaveText(/^51–60 of /);
  await pager(page).getByRole('link', { name: '← Previous' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  // The pager still shows page 6 (the cards under it): its "previous" is page 5, the one loading.
  await expect(range(page)).toHaveText(/^51–60 of /);
  await pager(page).getByRole('link', { name: '← Previous' }).click();
  await expect(page).toHaveURL(/offset=40/);
  releasePage5();
  await expect(range(page)).toHaveText(/^41–50 of /);
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  // Page 5's cards (one fewer when an article began on page 4: its card is there).
  await expect(page.locator('.news-results [aria-busy]').first()).toHaveAttribute('aria-busy', 'false');
  const page5 = (await api<Page_<NewsRecord>>(request, '/api/v1/news/?limit=10&offset=40')).results.map((r) => r.id);
  const primaries = await primaryIds(page);
  expect(primaries.length).toBeGreaterThanOrEqual(9);
  expect(primaries.every((id) => page5.includes(id))).toBe(true);
});

test('changing the page size shows that many records and keeps it in the URL', async ({ page }) => {
  await page.goto('/news');
  await expect(range(page)).toHaveText(/^1–10 of /);
  expect(await shownIds(page)).toHaveLength(10);
  await openFilters(page);
  await page.getByLabel('Per page').selectOption('50');
  await expect(page).toHaveURL(/limit=50/);
  await expect(range(page)).toHaveText(/^1–50 of /);
  expect(await shownIds(page)).toHaveLength(50);
  await page.getByRole('link', { name: 'Page 3', exact: true }).first().click();
  await expect(range(page)).toHaveText(/^101–150 of /);
});

test('ordering changes the order of the shown items', async ({ page, request }) => {
  await page.goto('/news?limit=20');
  await expect(range(page)).toHaveText(/^1–20 of /);
  const dates = () => page.locator('article.news-card time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));

  const newest = await dates();
  expect([...newest].sort().reverse()).toEqual(newest);

  await openFilters(page);
  await page.getByLabel('Order by').selectOption({ label: 'Oldest first' });
  await expect(page).toHaveURL(/ordering=publish_date/);
  await expect.poll(async () => (await dates())[0]).not.toBe(newest[0]);
  const oldest = await dates();
  expect([...oldest].sort()).toEqual(oldest);
  expect(oldest[0]! < newest[newest.length - 1]!).toBe(true);

  for (const [label, ordering] of [
    ['Title', 'title'],
    ['Order', 'order'],
  ] as const) {
    await page.getByLabel('Order by').selectOption({ label });
    await expect(page).toHaveURL(new RegExp(`ordering=${ordering}(&|$)`));
    const expected = await api<Page_<NewsRecord>>(request, `/api/v1/news/?limit=20&ordering=${ordering}`);
    await expect.poll(() => shownIds(page)).toEqual(
      // The API's order, with records of one article folded into the card of the first.
      expect.arrayContaining(expected.results.map((r) => r.id)),
    );
    const primaries = await primaryIds(page);
    const expectedPrimaries = expected.results.map((r) => r.id).filter((id) => primaries.includes(id));
    expect(primaries).toEqual(expectedPrimaries);
    if (ordering === 'title') {
      const titles = expected.results.map((r) => r.title);
      await expect(cards(page).first().getByRole('heading')).toHaveText(titles[0]!);
    }
  }
});

test('filters by channel and by search, with the count from the API', async ({ page, request }) => {
  const channels = await api<Page_<{ id: number; name: string }>>(request, '/api/v1/channels/?limit=100');
  const channel = channels.results[2]!;
  const expected = await api<Page_<NewsRecord>>(request, `/api/v1/news/?channel=${channel.id}&limit=10`);
  await page.goto('/news');
  await openFilters(page);
  await page.getByLabel('Channel').selectOption(String(channel.id));
  await expect(page).toHaveURL(new RegExp(`channel=${channel.id}`));
  await expect(range(page)).toHaveText(new RegExp(` of ${expected.count}$`));
  await expect(page.locator('.news-card-channel')).toHaveText(Array(Math.min(10, expected.count)).fill(channel.name));

  // Search within the channel for a word of its first title.
  const word = expected.results[0]!.title.split(/\s+/).find((w) => /^[\p{L}]{6,}$/u.test(w))!;
  const within = await api<Page_<NewsRecord>>(request, `/api/v1/news/?channel=${channel.id}&limit=10&search=${encodeURIComponent(word)}`);
  expect(within.count).toBeGreaterThan(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  // Debounced: the URL changes once typing pauses.
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
  await expect(range(page)).toHaveText(new RegExp(` of ${within.count}$`));
  await expect(page).toHaveURL(new RegExp(`channel=${channel.id}`));

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/channel=|search=/);
  await page.getByRole('searchbox', { name: 'Search' }).fill('Latsis');
  const bySearch = await api<Page_<NewsRecord>>(request, '/api/v1/news/?search=Latsis&limit=10');
  await expect(range(page)).toHaveText(`1–10 of ${bySearch.count}`);
  expect((await shownIds(page)).sort()).toEqual(bySearch.results.map((r) => r.id).sort());
});

test('reload, back and forward restore the same view', async ({ page }) => {
  // A German page: the controls are found by their German names.
  await page.goto('/news?ui=de');
  // Each choice reaches the URL before the next, as a person's would (see the filter-count test).
  await openFilters(page);
  await page.getByLabel('Pro Seite').selectOption('20');
  await expect(page).toHaveURL(/limit=20/);
  await page.getByLabel('Sortieren nach').selectOption({ label: 'Älteste zuerst' });
  await expect(page).toHaveURL(/ordering=publish_date/);
  await page.getByLabel('Kanal').selectOption('3');
  await expect(page).toHaveURL(/channel=3/);
  await pager(page, 'Seiten: Nachrichten').getByRole('link', { name: 'Nächste Seite →' }).click();
  await expect(range(page)).toHaveText(/^21–40 von /);
  const url = page.url();
  const ids = await shownIds(page);
  const rangeText = await range(page).textContent();

  await page.reload();
  await expect(range(page)).toHaveText(rangeText!);
  expect(page.url()).toBe(url);
  expect(await shownIds(page)).toEqual(ids);
  await openFilters(page);
  await expect(page.getByLabel('Pro Seite')).toHaveValue('20');
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('publish_date');
  await expect(page.getByLabel('Kanal')).toHaveValue('3');
  await openSettings(page);
  await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  await page.keyboard.press('Escape');

  await page.goBack();
  await expect(range(page)).toHaveText(/^1–20 von /);
  await page.goForward();
  await expect(range(page)).toHaveText(rangeText!);

  // A shared link opens the same view in a fresh page.
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(range(other)).toHaveText(rangeText!);
  await other.close();
});

test('switching the language changes the labels, and the choice is remembered', async ({ page, request }) => {
  const first = (await api<Page_<NewsRecord>>(request, '/api/v1/news/?limit=1&ordering=-publish_date')).results[0]!;
  await page.goto('/news?ui=en');
  const category = cards(page).first().locator('.news-card-category');
  await expect(category).toHaveText(first.category.en_label);
  await chooseLanguage(page, 'Deutsch');
  await expect(category).toHaveText(first.category.de_label);
  await openFilters(page);
  await expect(page.getByLabel('Thema').locator('option').nth(1)).toHaveAttribute('value', /\d+/);
  await chooseLanguage(page, 'Français');
  await expect(category).toHaveText(first.category.fr_label);
  // Remembered: a visit without the parameter uses the last choice.
  await page.goto('/news');
  await expect(cards(page).first().locator('.news-card-category')).toHaveText(first.category.fr_label);
});

test('a detail page shows the item with its theme labels resolved from their URLs', async ({ page, request }) => {
  const list = await api<Page_<NewsRecord>>(request, '/api/v1/news/?limit=50');
  const item = list.results.find((r) => r.themes.length >= 2)!;
  const themes = await Promise.all(item.themes.map((url) => api<{ en_label: string; de_label: string }>(request, new URL(url).pathname)));
  await page.goto('/news?limit=50&ui=en');
  await page.locator(`.app:not([data-first-paint]) article.news-card[data-news-id="${item.id}"] .news-card-title a`).click();
  await expect(page).toHaveURL(new RegExp(`/news/${item.id}\\?ui=en`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  const themeSection = page.getByRole('region', { name: 'Themes' });
  await expect(themeSection.locator('li')).toHaveText(themes.map((t) => t.en_label));
  await chooseLanguage(page, 'Deutsch');
  // The page is German now, its section names too.
  await expect(page.getByRole('region', { name: 'Themen' }).locator('li')).toHaveText(themes.map((t) => t.de_label));
  await page.getByRole('link', { name: '← Zurück zur Nachrichtenliste' }).click();
  await expect(page).toHaveURL(/\/news\?/);
  await expect(page.locator(`.app:not([data-first-paint]) article.news-card[data-news-id="${item.id}"]`)).toBeVisible();
});

test('the Vimeo player loads only after a click', async ({ page, request }) => {
  let found: NewsRecord & { short_vimeo_video_id: string } | undefined;
  for (let offset = 0; !found && offset < 2000; offset += 200) {
    const list = await api<Page_<NewsRecord & { short_vimeo_video_id: string }>>(request, `/api/v1/news/?limit=200&offset=${offset}`);
    found = list.results.find((r) => /^\d+$/.test(r.short_vimeo_video_id));
  }
  expect(found, 'a news item with a Vimeo video').toBeTruthy();
  const vimeoRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('vimeo.com')) vimeoRequests.push(r.url());
  });
  // Keep the test offline: the player page itself is not needed, only that it is asked for on click.
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }));
  await page.goto(`/news/${found!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(found!.title);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(vimeoRequests).toEqual([]);
  await page.getByRole('button', { name: /Play the video/ }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', `https://player.vimeo.com/video/${found!.short_vimeo_video_id}?autoplay=1`);
});

test('records of the same article on one page are one card with "also in"', async ({ page, request }) => {
  // Find a page of the default list holding two records of one article.
  let offset = 0;
  let group: NewsRecord[] | undefined;
  for (; !group && offset < 1500; offset += 10) {
    const list = await api<Page_<NewsRecord>>(request, `/api/v1/news/?limit=10&offset=${offset}`);
    const byArticle = new Map<string, NewsRecord[]>();
    for (const r of list.results) byArticle.set(`${r.title}|${r.order}`, [...(byArticle.get(`${r.title}|${r.order}`) ?? []), r]);
    group = [...byArticle.values()].find((g) => g.length > 1 && new Set(g.map((r) => r.channel.id)).size === g.length);
    if (group) break;
  }
  expect(group, 'a duplicate article on one page').toBeTruthy();
  await page.goto(offset ? `/news?offset=${offset}` : '/news');
  const card = page.locator(`.app:not([data-first-paint]) article.news-card[data-news-id="${group![0]!.id}"]`);
  await expect(card.locator('.news-card-also')).toHaveText(`also in: ${group!.slice(1).map((r) => r.channel.name).join(', ')}`);
  for (const other of group!.slice(1)) await expect(page.locator(`.app:not([data-first-paint]) article.news-card[data-news-id="${other.id}"]`)).toHaveCount(0);
  // The detail page links to the other records of the same article.
  await card.locator('.news-card-title a').click();
  const same = page.getByRole('region', { name: 'Same article elsewhere' });
  for (const other of group!.slice(1)) await expect(same.getByRole('link', { name: other.channel.name })).toHaveAttribute('href', new RegExp(`/news/${other.id}\\?`));
});

test('hostile HTML from the data never executes', async ({ page, request }) => {
  // Ten pages, each waited on until the network is idle (images pointing off this machine fail
  // slowly): about 30 s here, so a slower CI machine gets room beyond the default 60 s.
  test.setTimeout(180_000);
  const hostile = /<script|\son[a-z]+\s*=|javascript:|<iframe/i;
  const picked: { id: number; title: string; field: string }[] = [];
  for (let offset = 0; offset < 2000; offset += 500) {
    const list = await api<Page_<Record<string, unknown> & NewsRecord>>(request, `/api/v1/news/?limit=500&offset=${offset}`);
    for (const field of ['subtitle', 'text', 'funding', 'references']) {
      picked.push(...list.results.filter((r) => hostile.test(String(r[field]))).slice(0, 2).map((r) => ({ id: r.id, title: r.title, field })));
    }
    if (list.results.length < 500) break;
  }
  expect(new Set(picked.map((p) => p.field)).size, 'hostile fragments in subtitle, text, funding and references').toBe(4);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const assertClean = async () => {
    const findings = await page.evaluate(() => {
      const problems: string[] = [];
      // Only what came from the API: the list's cards and the detail article.
      for (const element of document.querySelectorAll('main .news-list *, main .news-detail *')) {
        if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FORM'].includes(element.tagName)) problems.push(element.outerHTML.slice(0, 80));
        for (const attribute of element.attributes) {
          if (attribute.name.startsWith('on')) problems.push(`${element.tagName} ${attribute.name}`);
          if (/^\s*(javascript|vbscript|data):/i.test(attribute.value) && ['href', 'src', 'xlink:href', 'action'].includes(attribute.name)) {
            problems.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
          }
        }
      }
      return problems;
    });
    expect(findings).toEqual([]);
  };
  for (const item of picked) {
    await page.goto(`/news/${item.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    // Let the sanitized HTML render and any (blocked) image error handlers have their chance.
    await page.waitForLoadState('networkidle');
    await assertClean();
    for (const link of await page.locator('main a[href]').all()) {
      const href = (await link.getAttribute('href'))!;
      expect(href).not.toMatch(/^\s*javascript:/i);
    }
  }
  // Hostile subtitles on the list page: search for their titles.
  for (const item of picked.filter((p) => p.field === 'subtitle')) {
    await page.goto(`/news?search=${encodeURIComponent(item.title)}`);
    await expect(page.locator(`.app:not([data-first-paint]) article.news-card[data-news-id="${item.id}"]`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await assertClean();
  }
  expect(dialogs).toEqual([]);
});

test('an unknown news id shows a clear "not found" page, not a blank page', async ({ page }) => {
  await page.goto('/news/999999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News not found');
  await expect(page.getByText('the server answered 404')).toBeVisible();
});

test('the next page is prefetched: "Next" shows it at once, with no loading state', async ({ page }) => {
  const newsRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/news/')) newsRequests.push(r.url());
  });
  await page.goto('/news');
  await expect(range(page)).toHaveText(/^1–10 of /);
  // The page-2 request is the API's own next link.
  await expect.poll(() => newsRequests.some((u) => /[?&]offset=10(&|$)/.test(u))).toBe(true);
  await page.waitForLoadState('networkidle');
  const before = newsRequests.length;
  await page.evaluate(() => {
    const w = window as unknown as { sawLoading: boolean };
    w.sawLoading = false;
    new MutationObserver(() => {
      if (document.querySelector('.news-updating, .skeleton-list')) w.sawLoading = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await pager(page).getByRole('link', { name: 'Next →' }).click();
  await expect(range(page)).toHaveText(/^11–20 of /);
  expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading)).toBe(false);
  expect(newsRequests.slice(before).filter((u) => /[?&]offset=10(&|$)/.test(u))).toEqual([]);
});

test('skeletons on first load, then the list; an empty state when nothing matches', async ({ page }) => {
  // Hold the first list answer back until the first-load state has been seen.
  let releaseList!: () => void;
  const listReleased = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route(
    '**/api/v1/news/?*',
    async (route) => {
      await listReleased;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto('/news', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading news…' })).toBeVisible();
  releaseList();
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status', { name: 'Loading news…' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search' }).fill('qqqzzzxxy');
  await expect(page.getByText('No news match these filters.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('category, theme, public, project and language filters match the API counts', async ({ page, request }) => {
  await page.goto('/news?ui=en');
  await openFilters(page);
  for (const [label, param, collection] of [
    ['Category', 'category', 'categories'],
    ['Theme', 'themes', 'themes'],
    ['Public', 'publics', 'publics'],
    ['Project', 'projects', 'projects'],
  ] as const) {
    const first = (await api<Page_<{ id: number }>>(request, `/api/v1/${collection}/?limit=1`)).results[0]!;
    const expected = await api<Page_<NewsRecord>>(request, `/api/v1/news/?${param}=${first.id}&limit=10`);
    await page.getByLabel(label, { exact: true }).selectOption(String(first.id));
    await expect(page).toHaveURL(new RegExp(`${param}=${first.id}`));
    await expect(page.locator('.pagination-range, .empty-state').first()).toHaveText(
      expected.count === 0 ? 'No news match these filters.' : new RegExp(` of ${expected.count.toLocaleString('en-US')}$`),
    );
    await page.getByLabel(label, { exact: true }).selectOption('');
    // As a person would: the next filter is picked once this one is gone (the URL holds the list's state).
    await expect(page).not.toHaveURL(new RegExp(`[?&]${param}=`));
    await expect(page.locator('.pagination-range').first()).not.toHaveText(new RegExp(` of ${expected.count.toLocaleString('en-US')}$`));
  }
  const german = await api<Page_<NewsRecord & { lang: string }>>(request, '/api/v1/news/?lang=de&limit=10');
  await page.getByLabel('Language of the news').selectOption('de');
  await expect(range(page)).toHaveText(new RegExp(` of ${german.count.toLocaleString('en-US')}$`));
  expect((await shownIds(page)).sort()).toEqual(german.results.map((r) => r.id).sort());
});
