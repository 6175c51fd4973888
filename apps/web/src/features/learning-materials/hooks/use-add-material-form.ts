import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { LearningMaterial } from '@ecoscha/contracts';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { myMaterialsApi } from '../api/my-materials';
import {
  EMPTY_MATERIAL,
  formValuesOf,
  MATERIAL_FIELDS,
  toAddMaterialBody,
  validateMaterial,
  type FieldMessages,
  type MaterialField,
  type MaterialFormValues,
} from '../utils/material-form';

/** The server's field names (`source_credit` is the source) mapped to the form's. */
const SERVER_FIELDS: Record<string, MaterialField> = {
  type: 'type',
  title: 'title',
  title_en: 'title_en',
  url: 'url',
  source_credit: 'platform',
  publishedAt: 'publishedAt',
  description: 'description',
  description_en: 'description_en',
};

/** A failed save: messages under the fields they concern, otherwise one message for the form. */
export function describeAddFailure(error: unknown): { fields: FieldMessages } | { error: unknown } {
  if (!(error instanceof ApiError)) return { error };
  if (error.code === 'MATERIAL_URL_TAKEN') return { fields: { url: { text: errorText(error) } } };
  const fields: FieldMessages = {};
  for (const [name, text] of Object.entries(error.errors ?? {})) {
    const field = SERVER_FIELDS[name];
    if (field && !fields[field]) fields[field] = { text };
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { error };
}

type MaterialFormOptions = {
  /** A material the guide added, to edit (PUT); a new one is added otherwise (POST). */
  editing?: LearningMaterial;
  onSaved?(material: LearningMaterial): void;
};

/**
 * The material form: checks the server's rules first, shows the server's answer under its
 * fields (or above the form). A new material empties the form after a success, naming what was
 * added; an edit hands the saved material to `onSaved`.
 */
export function useAddMaterialForm({ editing, onSaved }: MaterialFormOptions = {}) {
  const save = myMaterialsApi.useSave();
  const [values, setValues] = useState<MaterialFormValues>(() =>
    editing ? formValuesOf(editing) : EMPTY_MATERIAL,
  );
  const [messages, setMessages] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [added, setAdded] = useState<LearningMaterial | null>(null);

  function showMessages(found: FieldMessages, form: HTMLFormElement): void {
    setMessages(found);
    const first = MATERIAL_FIELDS.find((field) => found[field]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof RadioNodeList) (control[0] as HTMLElement | undefined)?.focus();
    else if (control instanceof HTMLElement) control.focus();
  }

  const change =
    (field: MaterialField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // A field's message goes as it is typed in; a new type also changes what the link must be.
      const cleared = field === 'type' ? ['type', 'url'] : [field];
      setMessages(
        (current) =>
          Object.fromEntries(
            Object.entries(current).filter(([name]) => !cleared.includes(name)),
          ) as FieldMessages,
      );
      setAdded(null);
    };

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    setAdded(null);
    const found = validateMaterial(values);
    showMessages(found, form);
    if (Object.keys(found).length > 0) return;
    try {
      const body = toAddMaterialBody(values);
      if (editing) {
        onSaved?.(await save.mutateAsync({ key: editing._id, body }));
        return;
      }
      const material = await save.mutateAsync({ body });
      setValues(EMPTY_MATERIAL);
      setAdded(material);
      onSaved?.(material);
    } catch (error) {
      const described = describeAddFailure(error);
      if ('fields' in described) showMessages(described.fields, form);
      else setFailure(described.error);
    }
  }

  return {
    values,
    messages,
    failure,
    added,
    change,
    submit,
    saving: save.isPending,
    editing: Boolean(editing),
  };
}
