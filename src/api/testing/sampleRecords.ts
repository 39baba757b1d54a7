import type { Channel, LabelledResource, News } from '../resources/resources.ts';

/** Valid records, written by hand for tests of the client (the mock server's generator is not used here). */
export function sampleChannel(id: number, name = `Channel ${id}`): Channel {
  return { id, name, fr_description: null, en_description: '', de_description: 'Beschreibung', is_active: id % 2 === 0 };
}

export function sampleLabelled(id: number): LabelledResource {
  return { id, fr_label: `Thème ${id}`, en_label: `Theme ${id}`, de_label: `Thema ${id}` };
}

export function sampleNews(id: number, overrides: Partial<News> = {}): News {
  return {
    id,
    lang: 'fr',
    title: `Title ${id}`,
    subtitle: '<p>Subtitle</p>',
    text: '<p>Text</p>',
    order: id,
    publish_date: '2024-03-01T09:30:00',
    visual_url: 'http://example.org/v.svg',
    thumbnail_url: 'http://example.org/t.svg',
    visual_description: 'Caption',
    short_vimeo_video_id: '',
    short_vimeo_video_credits: '',
    carousel_images: [],
    video: '',
    channel: sampleChannel(1),
    category: sampleLabelled(1),
    news_url: `http://example.org/news/${id}`,
    themes: [],
    publics: [],
    faculties: [],
    projects: [],
    authors: [],
    links: [],
    funding: '',
    references: '',
    is_under_cc_license: false,
    ...overrides,
  };
}
