import { describe, expect, it } from 'vitest';
import { youTubeEmbedUrl, youTubeProbeUrl, youTubeStart } from './youtube';

describe('youTubeStart', () => {
  it('reads the start of a watch link, a short link and an embed link in seconds', () => {
    expect(youTubeStart('https://www.youtube.com/watch?v=AyvgDUled7w&t=1780s')).toBe(1780);
    expect(youTubeStart('https://www.youtube.com/watch?v=AyvgDUled7w&t=1780')).toBe(1780);
    expect(youTubeStart('https://youtu.be/AyvgDUled7w?t=29m40s')).toBe(1780);
    expect(youTubeStart('https://www.youtube.com/watch?v=AyvgDUled7w&t=1h2m3s')).toBe(3723);
    expect(youTubeStart('https://www.youtube.com/embed/AyvgDUled7w?start=1780')).toBe(1780);
  });

  it('is null for a link that starts at the beginning or a start it cannot read', () => {
    expect(youTubeStart('https://www.youtube.com/watch?v=1BpsfWCNqlE')).toBeNull();
    expect(youTubeStart('https://www.youtube.com/watch?v=1BpsfWCNqlE&t=0s')).toBeNull();
    expect(youTubeStart('https://www.youtube.com/watch?v=1BpsfWCNqlE&t=soon')).toBeNull();
    expect(youTubeStart('not a link')).toBeNull();
  });
});

describe('youTubeEmbedUrl', () => {
  it('embeds without cookies, from the start second when there is one', () => {
    expect(youTubeEmbedUrl('1BpsfWCNqlE')).toBe(
      'https://www.youtube-nocookie.com/embed/1BpsfWCNqlE',
    );
    expect(youTubeEmbedUrl('AyvgDUled7w', 1780)).toBe(
      'https://www.youtube-nocookie.com/embed/AyvgDUled7w?start=1780',
    );
    expect(youTubeEmbedUrl('AyvgDUled7w', null)).toBe(
      'https://www.youtube-nocookie.com/embed/AyvgDUled7w',
    );
  });
});

describe('youTubeProbeUrl', () => {
  it('points at the small thumbnail the content security policy allows', () => {
    expect(youTubeProbeUrl('1BpsfWCNqlE')).toBe('https://i.ytimg.com/vi/1BpsfWCNqlE/default.jpg');
  });
});
