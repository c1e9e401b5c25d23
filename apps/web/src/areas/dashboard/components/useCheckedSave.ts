import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, fieldErrors } from '../../../lib/api';
import { errorMessage } from '../api/http';
import { issueText } from './issue-text';

/**
 * The save of a form whose fields are held in plain state and checked by the shared `schema` before
 * they are sent: the schema's first message per field (in the reader's language, issueText), or once
 * sent the server's field messages and its
 * refusal in words; `onDone` after the save. `fieldOf` names the field an issue belongs to (by default
 * its whole path, `zones.0.fee`).
 */
export function useCheckedSave<S extends z.ZodType>(
  schema: S,
  save: (body: z.output<S>) => Promise<unknown>,
  onDone: () => void,
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => path.map(String).join('.'),
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  async function submit(values: unknown) {
    setFailure(undefined);
    const checked = schema.safeParse(values);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[fieldOf(issue.path)] ??= issueText(issue);

      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save(checked.data);
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrors(error));
      setFailure(errorMessage(error));
    }
  }

  return { errors, failure, submit };
}
