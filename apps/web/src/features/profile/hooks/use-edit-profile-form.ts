import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { EMAIL_PATTERN, USERNAME_MIN } from '@ecoscha/contracts';
import { paths } from '@/config/paths';
import { PROFILE_REDIRECT_DELAY_MS } from '@/config/timing';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

export type ProfileValues = { username: string; email: string };
export type ProfileField = keyof ProfileValues;
export const PROFILE_FIELDS: readonly ProfileField[] = ['username', 'email'];

export type ValidationKey =
  'usernameRequired' | 'usernameTooShort' | 'emailRequired' | 'emailInvalid';

/** A field's message: one of ours (translated when shown) or the server's own text. */
export type FieldMessage = { key: ValidationKey } | { text: string };
export type FieldMessages = Partial<Record<ProfileField, FieldMessage>>;

/** The spec's edit-profile rules (site-and-accounts.md section 5). */
export function validateProfile({ username, email }: ProfileValues): FieldMessages {
  const messages: FieldMessages = {};
  const name = username.trim();
  if (!name) messages.username = { key: 'usernameRequired' };
  else if (name.length < USERNAME_MIN) messages.username = { key: 'usernameTooShort' };
  const address = email.trim();
  if (!address) messages.email = { key: 'emailRequired' };
  else if (!EMAIL_PATTERN.test(address)) messages.email = { key: 'emailInvalid' };
  return messages;
}

/** How a failed save is shown: the server's `errors` per field; its text; else our own message. */
export type SaveFailure =
  | { kind: 'fields'; messages: FieldMessages }
  | { kind: 'server'; error: ApiError }
  | { kind: 'failed' };

export function describeSaveFailure(error: unknown): SaveFailure {
  if (!(error instanceof ApiError) || error.isNetworkError) return { kind: 'failed' };
  const messages: FieldMessages = {};
  for (const field of PROFILE_FIELDS) {
    const text = error.errors?.[field];
    if (text) messages[field] = { text };
  }
  if (Object.keys(messages).length > 0) return { kind: 'fields', messages };
  return error.message || error.code ? { kind: 'server', error } : { kind: 'failed' };
}

/**
 * The edit-profile form: a field's message clears as soon as it is typed in; on success the
 * confirmation shows and the player returns to /profile after 2 s.
 */
export function useEditProfileForm(initial: ProfileValues) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [values, setValues] = useState(initial);
  const [messages, setMessages] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  useEffect(() => {
    if (!update.isSuccess) return;
    const timer = setTimeout(
      () => void navigate(paths.profile.getHref()),
      PROFILE_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [update.isSuccess, navigate]);

  /** Shows the messages and moves focus to the first field that has one. */
  function showMessages(found: FieldMessages, form: HTMLFormElement): void {
    setMessages(found);
    const first = PROFILE_FIELDS.find((field) => found[field]);
    const input = first ? form.elements.namedItem(first) : null;
    if (input instanceof HTMLInputElement) input.focus();
  }

  const change = (field: ProfileField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setMessages(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const found = validateProfile(values);
    showMessages(found, form);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({ username: values.username.trim(), email: values.email.trim() });
    } catch (error) {
      const described = describeSaveFailure(error);
      if (described.kind === 'fields') showMessages(described.messages, form);
      else setFailure(described);
    }
  }

  return {
    values,
    messages,
    failure,
    change,
    submit,
    saving: update.isPending,
    saved: update.isSuccess,
  };
}
