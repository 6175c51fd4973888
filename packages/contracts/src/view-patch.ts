import { z } from 'zod';

/** A pushed view's change (the game's `ViewPatch`, view-patch.ts there, says what each part is). */
const index = z.string().regex(/^\d+$/);
const changedKeys = z.record(z.string(), z.unknown());

export const ViewPatchSchema = z.object({
  set: z.record(z.string(), z.unknown()).optional(),
  merge: z.record(z.string(), changedKeys).optional(),
  unset: z.array(z.string()).optional(),
  players: z
    .object({
      length: z.int().nonnegative(),
      at: z.record(index, z.unknown()),
      merge: z.record(index, changedKeys).optional(),
    })
    .optional(),
});
