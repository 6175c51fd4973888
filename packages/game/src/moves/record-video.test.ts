import { describe, expect, it } from 'vitest';
import { FOUR_SEATS } from '../testing/fixtures';
import { playNight, reachRoleplay } from '../testing/driver';
import { MODERATOR, TestSession } from '../testing/session';

const video = { videoId: 'vid-1', videoTitle: 'Banjir di Garut' };

function morningOfDay1() {
  const s = new TestSession({
    roles: FOUR_SEATS,
  });
  reachRoleplay(s);
  playNight(s);
  return s;
}

describe('recordVideo', () => {
  it('notes the video shown before the discussion of an odd day', () => {
    const s = morningOfDay1();
    s.advance('video_learning_active');
    s.do({ type: 'recordVideo', actorId: MODERATOR, video });
    expect(s.state.usedVideos).toEqual([{ round: 1, stage: 'before_discussion', ...video }]);
  });

  it('takes one video per round and stage', () => {
    const s = morningOfDay1();
    s.advance('video_learning_active');
    s.do({ type: 'recordVideo', actorId: MODERATOR, video });
    expect(s.apply({ type: 'recordVideo', actorId: MODERATOR, video })).toEqual({
      error: 'ALREADY_ACTED',
    });
    s.advance('discussion_active');
    s.advance('voting_active');
    s.tick(60_000).do({ type: 'deadline' });
    s.advance('voting_completed');
    s.advance('video_learning_active');
    expect(s.state.videoStage).toBe('after_reveal');
    s.do({ type: 'recordVideo', actorId: MODERATOR, video });
    expect(s.state.usedVideos.map((v) => v.stage)).toEqual(['before_discussion', 'after_reveal']);
  });

  it('is the moderator’s, during a video', () => {
    const s = morningOfDay1();
    expect(s.apply({ type: 'recordVideo', actorId: MODERATOR, video })).toEqual({
      error: 'WRONG_PHASE',
    });
    s.advance('video_learning_active');
    expect(s.apply({ type: 'recordVideo', actorId: 'p2', video })).toEqual({
      error: 'NOT_MODERATOR',
    });
  });
});
