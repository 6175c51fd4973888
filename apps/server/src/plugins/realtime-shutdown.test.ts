import { afterAll, describe, expect, it } from 'vitest';
import { BotClient } from '../testing/bot-client';
import { BOT_LIMITS, createTestApp, listen } from '../testing/test-app';

describe('a server asked to stop (SIGTERM) while phones are connected', () => {
  const guideRef: { bot?: BotClient } = {};
  afterAll(() => guideRef.bot?.close());

  it('stops, and the phones try again (to another instance, behind a proxy)', async () => {
    const t = await createTestApp(BOT_LIMITS);
    const guide = new BotClient(
      await listen(t),
      `guide${Date.now().toString(36)}`,
      'sustainability_guide',
    );
    guideRef.bot = guide;
    await guide.signIn();
    const { _id: sessionId } = await guide.call<{ _id: string }>('POST', '/api/game-sessions', {
      moderatorId: guide.userId,
    });
    await guide.connect(sessionId);
    const disconnected = new Promise<string>((resolve) =>
      guide.socket?.once('disconnect', (reason) => resolve(reason)),
    );
    // Before, the HTTP server waited for the open WebSocket, and it never ended.
    const closed = await Promise.race([
      t.close().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    expect(closed).toBe(true);
    // Its connection was closed, not the socket sent away: Socket.IO reconnects by itself.
    expect(await disconnected).toBe('transport close');
    expect(guide.socket?.active).toBe(true);
  });
});
