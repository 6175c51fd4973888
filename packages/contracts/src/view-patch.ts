import { z } from 'zod';

/** A pushed view's change (the game's `ViewPatch`, view-patch.ts there, says what each part is). */
export const ViewPatchSchema = z.object({
  set: z.record(z.string(), z.unknown()).optional(),
  unset: z.array(z.string()).optional(),
  players: z
    .object({
      length: z.int().nonnegative(),
      at: z.record(z.string().regex(/^\d+$/), z.unknown()),
    })
    .optional(),
});
