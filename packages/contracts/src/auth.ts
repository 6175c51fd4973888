import { z } from 'zod';
import { ROLE_IDS } from '@ecoscha/game';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

/** The spec's "simple x@y.z pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const username = z
  .string()
  .trim()
  .min(USERNAME_MIN)
  .max(USERNAME_MAX)
  .regex(/^[\p{L}\p{N}_.\- ]+$/u);
const email = z.string().trim().toLowerCase().max(EMAIL_MAX).regex(EMAIL_PATTERN);
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const characterKey = z.string().trim().min(1).max(64);

export const RoleIdSchema = z.enum(ROLE_IDS);

export const RegisterBodySchema = z.object({
  username,
  email,
  password,
  character: characterKey.optional(),
  /** A one-time invite code, needed for a guide account when `GUIDE_SIGNUP=invite`. */
  invite: z.string().trim().max(40).optional(),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  email,
  password: z.string().min(1).max(PASSWORD_MAX),
  character: characterKey.optional(),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const UpdateProfileBodySchema = z.object({ username, email });

/** A character card scanned by a signed-in player (a badge's student): its role from now on. */
export const CharacterBodySchema = z.object({ character: characterKey });
export type CharacterBody = z.input<typeof CharacterBodySchema>;
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>;

export const UserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  name: z.string(),
  /** Null for a class badge's account (no e-mail, no password). */
  email: z.string().nullable(),
  /** How the account signs in: an e-mail and password, or a class badge. */
  signIn: z.enum(['email', 'badge']),
  roleId: RoleIdSchema,
  character: z.object({ key: z.string(), role: RoleIdSchema }),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const RegisterResponseSchema = z.object({ message: z.string(), user: UserSchema });

export const LoginResponseSchema = z.object({ token: z.string(), user: UserSchema });

/** Signed out everywhere: a message for the caller (every token so far is refused). */
export const LogoutAllResponseSchema = z.object({ message: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
