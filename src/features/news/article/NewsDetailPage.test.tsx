import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFromTestServer } from '../../readerCommon/testing/renderRoutes.tsx';
import { renderNews } from '../testing/renderNews.tsx';
import { pickLocalized } from '../../../api/resources/labels.ts';
import { paginatedSchema, type LabelledResource, type News } from '../../../api/resources/resources.ts';
import { labelledResourceSchema, newsSchema } from '../../../api/resources/documentedSchemas.ts';
import { startMockApiServer } from '../../readerCommon/testing/mockApiServer.ts';
import type { TestServer } from '../../../api/testing/drfListServer.ts';

// The detail page against the real mock API over HTTP, on records picked from its generated data.
let server: TestServer;
let sample: News[] = [];
beforeAll(async () => {
  server = await startMockApiServer();
  const response = await fetch(`${server.baseUrl}/api/v1/news/?limit=400`);
  sample = paginatedSchema(newsSchema).parse(await response.json()).results;
});
afterAll(() => server.close());
readFromTestServer(() => server);


const LINKED = ['themes', 'publics', 'projects', 'faculties'] as const;
// Hostile fragments are the sanitizer's tests; here the shown text must equal the API's text.
const HOSTILE = /<(script|style|iframe)|javascript:|\son\w+=/i;
const isClean = (news: News) => ![news.subtitle, news.text, news.funding, news.references].some((html) => HOSTILE.test(html));

function textOf(html: string): string {
  return normalize(new DOMParser().parseFromString(html, 'text/html').body.textContent);
}

function normalize(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The text of a section below its heading. */
function sectionText(name: string): string {
  const region = screen.getByRole('region', { name });
  expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(name);
  return normalize([...region.children].filter((child) => child.tagName !== 'H2').map((child) => child.textContent).join(' '));
}

function pick(description: string, test: (news: News) => boolean): News {
  const found = sample.find(test);
  if (!found) throw new Error(`the generated data has no news with ${description} in its first ${sample.length}`);
  return found;
}

async function labelOf(url: string): Promise<string> {
  const record: LabelledResource = labelledResourceSchema.parse(await (await fetch(url)).json());
  return pickLocalized(record, 'label', 'en')?.text ?? '—';
}

async function openDetail(news: News) {
  const router = renderNews(`/news/${news.id}?ui=en`);
  await screen.findByRole('heading', { level: 1, name: news.title }, { timeout: 10_000 });
  return router;
}

describe('news detail page against the mock API', { timeout: 30_000 }, () => {
  it('shows every part of a full record: visual and credit, texts, funding, references, authors, links, resolved labels, public page, licence, video on click', async () => {
    const news = pick('every part filled', (n) =>
      isClean(n) &&
      n.visual_description.trim() !== '' &&
      n.funding.trim() !== '' &&
      n.references.trim() !== '' &&
      n.authors.some((a) => a.url === null) &&
      n.authors.some((a) => a.url !== null) &&
      n.links.length > 0 &&
      LINKED.every((field) => n[field].length > 0) &&
      n.is_under_cc_license &&
      n.short_vimeo_video_id.trim() !== '',
    );
    const user = userEvent.setup();
    await openDetail(news);

    const visual = document.querySelector('figure.news-visual') as HTMLElement;
    expect(visual.querySelector('img')?.getAttribute('src')).toBe(news.visual_url);
    expect(visual.querySelector('img')?.getAttribute('alt')).toBe(news.title);
    expect(normalize(visual.querySelector('figcaption')?.textContent)).toBe(normalize(news.visual_description));

    expect(normalize(document.querySelector('.news-detail-subtitle')?.textContent)).toBe(textOf(news.subtitle));
    expect(normalize(document.querySelector('.news-detail-text')?.textContent)).toBe(textOf(news.text));
    expect(sectionText('Funding')).toBe(textOf(news.funding));
    expect(sectionText('References')).toBe(textOf(news.references));

    const authors = screen.getByRole('region', { name: 'Authors' });
    expect(within(authors).getAllByRole('listitem')).toHaveLength(news.authors.length);
    for (const author of news.authors) {
      const name = `${author.first_name} ${author.last_name}`.trim();
      if (author.url === null) {
        const item = within(authors).getByText(name);
        expect(item.tagName).toBe('LI');
        expect(item.querySelector('a')).toBeNull();
      } else {
        expect(within(authors).getByRole('link', { name }).getAttribute('href')).toBe(author.url);
      }
    }

    const links = screen.getByRole('region', { name: 'Links' });
    for (const link of news.links) {
      expect(within(links).getByRole('link', { name: link.label || link.url }).getAttribute('href')).toBe(link.url);
    }

    const headings = { themes: 'Themes', publics: 'Publics', projects: 'Projects', faculties: 'Faculties' } as const;
    for (const field of LINKED) {
      const region = screen.getByRole('region', { name: headings[field] });
      const expected = await Promise.all(news[field].map(labelOf));
      expect(expected.every((label) => label !== '—')).toBe(true);
      for (const label of expected) expect(await within(region).findByText(label, { selector: 'span' }, { timeout: 10_000 })).toBeTruthy();
      expect(within(region).getAllByRole('listitem')).toHaveLength(news[field].length);
      expect(within(region).queryByText('Loading…')).toBeNull();
    }

    expect(screen.getByRole('link', { name: 'Read on the public site' }).getAttribute('href')).toBe(news.news_url);
    expect(screen.getByText('CC licence')).toBeTruthy();

    // Vimeo's player (and its tracking) only after the reader asks for it.
    const video = screen.getByRole('region', { name: 'Video' });
    expect(video.querySelector('iframe')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(within(video).getByRole('button', { name: /Play the video/ }));
    const player = video.querySelector('iframe');
    expect(player?.getAttribute('src')).toBe(`https://player.vimeo.com/video/${news.short_vimeo_video_id.trim()}?autoplay=1`);
    if (news.short_vimeo_video_credits.trim() !== '') expect(within(video).getByText(news.short_vimeo_video_credits)).toBeTruthy();
  });

  it('hides funding, references, the licence badge and the video when the record has none', async () => {
    const news = pick('no funding, references, licence or video', (n) =>
      n.funding.trim() === '' && n.references.trim() === '' && !n.is_under_cc_license && n.short_vimeo_video_id.trim() === '',
    );
    await openDetail(news);
    expect(screen.getByRole('link', { name: 'Read on the public site' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Funding' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Funding' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'References' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'References' })).toBeNull();
    expect(screen.queryByText('CC licence')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Video' })).toBeNull();
  });

  it("offers a video link as a clearly named link to its site; none without it", async () => {
    const withLink = pick('a video URL and no Vimeo id', (n) => n.video.trim() !== '' && n.short_vimeo_video_id.trim() === '');
    await openDetail(withLink);
    const host = new URL(withLink.video.trim()).hostname.replace(/^www\./, '');
    const link = screen.getByRole('link', { name: `Watch the video (${host})` });
    expect(link.getAttribute('href')).toBe(withLink.video.trim());
  });

  it('shows no video link, and no broken picture, when the record has none or its picture fails', async () => {
    const news = pick('no video of any kind', (n) => n.video.trim() === '' && n.short_vimeo_video_id.trim() === '');
    await openDetail(news);
    expect(screen.queryByRole('link', { name: /^Watch the video/ })).toBeNull();
    const img = document.querySelector('figure.news-visual img') as HTMLImageElement;
    expect(img).not.toBeNull();
    fireEvent.error(img);
    expect(document.querySelector('figure.news-visual')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: news.title })).toBeTruthy();
  });

  it('hides the authors, links and label sections whose arrays are empty', async () => {
    const news = pick('empty authors, links, themes, publics, projects and faculties', (n) =>
      n.authors.length === 0 && n.links.length === 0 && LINKED.every((field) => n[field].length === 0),
    );
    await openDetail(news);
    for (const name of ['Authors', 'Links', 'Themes', 'Publics', 'Projects', 'Faculties']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
  });

  it('fetches a reference label once: a second page view reuses the cached record', async () => {
    const [first, second, theme] = (() => {
      for (const a of sample) {
        for (const b of sample) {
          const shared = a.id !== b.id ? a.themes.find((url) => b.themes.includes(url)) : undefined;
          if (shared) return [a, b, shared] as const;
        }
      }
      throw new Error('no two generated news share a theme');
    })();
    const themePath = new URL(theme).pathname;
    const label = await labelOf(theme);
    const themeRequests = () => server.requests.filter((url) => new URL(url, server.baseUrl).pathname === themePath).length;
    // What the page asks for, counted as it is sent: the server's count can wait for exactly that.
    const sent = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => sent.mockRestore());
    const themeRequestsSent = () => sent.mock.calls.filter(([input]) => new URL(String(input), server.baseUrl).pathname === themePath).length;
    const before = themeRequests();

    const router = await openDetail(first);
    const themesOf = () => screen.getByRole('region', { name: 'Themes' });
    await within(themesOf()).findByText(label, { selector: 'span' }, { timeout: 10_000 });
    expect(themeRequests() - before).toBe(1);

    await router.navigate(`/news/${second.id}?ui=en`);
    await screen.findByRole('heading', { level: 1, name: second.title }, { timeout: 10_000 });
    expect(within(themesOf()).getByText(label, { selector: 'span' })).toBeTruthy();
    await router.navigate(`/news/${first.id}?ui=en`);
    await screen.findByRole('heading', { level: 1, name: first.title }, { timeout: 10_000 });
    await within(themesOf()).findByText(label, { selector: 'span' });
    // A stale record would be fetched again as the page mounts: wait until every theme request the
    // page sent has reached the server (rather than a guessed time), then count.
    await vi.waitFor(() => expect(themeRequests() - before).toBe(themeRequestsSent()));
    expect(themeRequests() - before).toBe(1);
  });
});
