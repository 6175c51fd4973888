import { z } from 'zod';
import { TIME_SCALES } from '@ecoscha/game';

/**
 * A session's accessibility mode (`AccessibilityMode` of `packages/game`), chosen by the guide
 * when opening the room: every time limit 1.5 or 2 times as long. Left out: off.
 */
export const AccessibilityModeSchema = z.object({ timeScale: z.literal(TIME_SCALES) });
export type AccessibilityModeBody = z.infer<typeof AccessibilityModeSchema>;
