import { act, configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInWith, viewOf } from '@/features/game-round/testing/round-fixtures';
import { i18n } from '@/lib/i18n';
import { youTubeId } from '@/lib/video/youtube';
import { videoMaterial } from '@/testing/content-data';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeGameState } from '@/testing/session-data';

const VIDEO = '/video-learning?sessionId=s1';

/** The thumbnail the screen loads to learn whether YouTube can be reached from this device. */
let youTubeReachable = true;
const probes: string[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    probes.push(value);
    const reachable = youTubeReachable;
    queueMicrotask(() => (reachable ? this.onload?.() : this.onerror?.()));
  }
}

const videoDay = (videoStage: 'before_discussion' | 'after_reveal') => ({
  ...makeGameState({ phase: 'video_learning_active', round: 3 }),
  videoStage,
});

describe('youTubeId', () => {
  it('reads the usual YouTube addresses and nothing else', () => {
    expect(youTubeId('https://www.youtube.com/watch?v=abcdefghijk')).toBe('abcdefghijk');
    expect(youTubeId('https://youtu.be/abcdefghijk?t=3')).toBe('abcdefghijk');
    expect(youTubeId('https://www.youtube.com/embed/abcdefghijk')).toBe('abcdefghijk');
    expect(youTubeId('https://vimeo.com/123456')).toBeNull();
    expect(youTubeId('not a link')).toBeNull();
  });
});

describe('/video-learning', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./video-learning');
  });

  beforeEach(() => {
    youTubeReachable = true;
    probes.length = 0;
    vi.stubGlobal('Image', FakeImage);
  });

  it("shows a student's phone the title over the day's scene and no player, for the class screen", async () => {
    const api = signInWith(() => viewOf(videoDay('before_discussion')), {
      'GET /api/learning-materials/round/3': { body: videoMaterial },
    });
    renderApp(VIDEO);
    expect(await screen.findByRole('heading', { name: 'The Citarum river' })).toBeVisible();
    expect(screen.getByText('Watch the video on the class screen')).toBeVisible();
    // Day 3 is the flood's day: the scene the round's other screens show.
    expect(document.querySelector('img[src$="/content/images/scenes/flood.svg"]')).not.toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Source: YouTube')).toBeVisible();
    expect(api.requestsTo('GET', '/api/learning-materials/round/3')[0]?.search).toBe(
      '?sessionId=s1',
    );
    expect(localStorage.getItem('lastVideoRound_s1')).toBe('3');
    expect(probes).toEqual(['https://i.ytimg.com/vi/abcdefghijk/default.jpg']);
  });

  it('loads the player on a phone once its student asks to watch there', async () => {
    signInWith(() => viewOf(videoDay('before_discussion')), {
      'GET /api/learning-materials/round/3': { body: videoMaterial },
    });
    const app = renderApp(VIDEO);
    await app.user.click(await screen.findByRole('button', { name: 'Watch on this phone' }));
    const frame = await screen.findByTitle('Video: The Citarum river');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk');
    expect(screen.queryByText('Watch the video on the class screen')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch on this phone' })).not.toBeInTheDocument();
  });

  it('says it in Indonesian on an Indonesian phone', async () => {
    await act(() => i18n.changeLanguage('id'));
    signInWith(() => viewOf(videoDay('before_discussion')), {
      'GET /api/learning-materials/round/3': { body: videoMaterial },
    });
    renderApp(VIDEO);
    expect(await screen.findByText('Tonton videonya di layar kelas')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sungai Citarum' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tonton di HP ini' })).toBeVisible();
  });

  it("embeds the round video without cookies at once on the guide's screen", async () => {
    signInWith(
      () => viewOf(videoDay('before_discussion'), GUIDE_ID),
      { 'GET /api/learning-materials/round/3': { body: videoMaterial } },
      { guide: true },
    );
    renderApp(VIDEO);
    const frame = await screen.findByTitle('Video: The Citarum river');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk');
    expect(screen.queryByText('Watch the video on the class screen')).not.toBeInTheDocument();
  });

  it('starts the video where its link says, with its description', async () => {
    signInWith(
      () => viewOf(videoDay('before_discussion'), GUIDE_ID),
      {
        'GET /api/learning-materials/round/3': {
          body: {
            ...videoMaterial,
            url: 'https://www.youtube.com/watch?v=abcdefghijk&t=1780s',
            description: 'Diskusi panel.',
            description_en: 'A panel discussion.',
          },
        },
      },
      { guide: true },
    );
    renderApp(VIDEO);
    const frame = await screen.findByTitle('Video: The Citarum river');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcdefghijk?start=1780',
    );
    expect(screen.getByText('A panel discussion.')).toBeVisible();
  });

  it('talks instead when this device cannot reach YouTube, and checks again on Refresh', async () => {
    youTubeReachable = false;
    signInWith(() => viewOf(videoDay('before_discussion')), {
      'GET /api/learning-materials/round/3': { body: videoMaterial },
    });
    const app = renderApp(VIDEO);
    expect(await screen.findByRole('heading', { name: 'No video available' })).toBeVisible();
    expect(screen.getByText(/this device cannot open it right now/)).toBeVisible();
    expect(screen.getByText(/How do trees, clean drains/)).toBeVisible();
    expect(screen.queryByTitle('Video: The Citarum river')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    youTubeReachable = true;
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Watch the video on the class screen')).toBeVisible();
    expect(probes).toHaveLength(2);
  });

  it('says No video available, with a talk prompt and a Refresh button', async () => {
    const api = signInWith(() => viewOf(videoDay('before_discussion')), {
      'GET /api/learning-materials/round/3': { status: 404, body: errorBody('NOT_FOUND', 'none') },
    });
    const app = renderApp(VIDEO);
    expect(await screen.findByRole('heading', { name: 'No video available' })).toBeVisible();
    expect(screen.getByText(/How do trees, clean drains/)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/learning-materials/round/3')).toHaveLength(2),
    );
  });

  it.each([
    ['before_discussion', 'discussion_active'],
    ['after_reveal', 'video_learning_completed'],
  ] as const)('lets the guide finish a video shown %s', async (stage, phase) => {
    const state = videoDay(stage);
    const api = signInWith(
      () => viewOf(state, GUIDE_ID),
      {
        'GET /api/learning-materials/round/3': { body: videoMaterial },
        'PUT /api/game-sessions/s1/phase': { body: viewOf(state, GUIDE_ID) },
      },
      { guide: true },
    );
    const app = renderApp(VIDEO);
    await app.user.click(await screen.findByRole('button', { name: 'Finish video' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase }));
  });
});
