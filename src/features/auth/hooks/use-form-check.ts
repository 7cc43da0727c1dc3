import { useState } from 'react';
import { t } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notifications.ts';
import { firstError, type Errors } from '../validation.ts';

/**
 * Shows a form's errors from its first submit on (and keeps them current while the member corrects them).
 * A failed submit notifies the first error and focuses its field (spec section 5). Fields are found by name.
 */
export function useFormCheck<Field extends string>(current: Errors<Field>) {
  const [isChecked, setChecked] = useState(false);

  const check = (form: HTMLFormElement): boolean => {
    setChecked(true);
    const first = firstError(current);
    if (!first) return true;
    notifyError(t(first[1]));
    const field = form.elements.namedItem(first[0]);
    if (field instanceof HTMLElement) field.focus();
    return false;
  };

  const message = (field: Field): string | undefined => {
    const key = isChecked ? current[field] : undefined;
    return key && t(key);
  };

  return { check, message };
}
