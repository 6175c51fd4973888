import { describe, expect, it } from 'vitest';
import { paths, withQuery } from './paths';

describe('paths', () => {
  it('builds links with their query parameters, leaving out empty ones', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.signup.getHref({ character: 'waste_manager' })).toBe(
      '/signup?character=waste_manager',
    );
    expect(paths.login.getHref({ character: undefined })).toBe('/login');
    expect(paths.leaderboard.getHref({ sessionId: 's1', type: 'victory', winner: 'good' })).toBe(
      '/leaderboard?sessionId=s1&type=victory&winner=good',
    );
    expect(paths.roleExecute.getHref({ sessionId: 's1', round: 2 })).toBe(
      '/role-execute?sessionId=s1&round=2',
    );
  });

  it('encodes values', () => {
    expect(withQuery('/quiz', { topicId: 'a b&c' })).toBe('/quiz?topicId=a+b%26c');
  });
});
