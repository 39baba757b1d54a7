import { describe, expect, it } from 'vitest';
import { hasVideo, videoLinkOf, vimeoIdOf } from './newsMedia.ts';

describe('news media', () => {
  it('names a video link by its host, and refuses what is no http(s) URL', () => {
    expect(videoLinkOf({ video: 'https://www.youtube.com/embed/abc' })).toEqual({ href: 'https://www.youtube.com/embed/abc', host: 'youtube.com' });
    expect(videoLinkOf({ video: ' https://vimeo.com/12345 ' })).toEqual({ href: 'https://vimeo.com/12345', host: 'vimeo.com' });
    expect(videoLinkOf({ video: 'javascript:alert(1)' })).toBeNull();
    expect(videoLinkOf({ video: '' })).toBeNull();
  });

  it('badges only what the article can show', () => {
    expect(vimeoIdOf({ short_vimeo_video_id: ' 123456 ' })).toBe('123456');
    expect(hasVideo({ short_vimeo_video_id: 'abc', video: '' })).toBe(false);
    expect(hasVideo({ short_vimeo_video_id: '', video: 'not a url' })).toBe(false);
    expect(hasVideo({ short_vimeo_video_id: '', video: 'https://vimeo.com/1' })).toBe(true);
    expect(hasVideo({ short_vimeo_video_id: '987654321', video: '' })).toBe(true);
  });
});
