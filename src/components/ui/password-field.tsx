import { useState } from 'react';
import { Icon } from './icon.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

type Props = Omit<TextFieldProps, 'type' | 'end'> & { toggleLabel: string };

/** A password input with a show-password toggle button (pressed while the password is shown). */
export function PasswordField({ toggleLabel, ...field }: Props) {
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      end={
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={isVisible}
          onClick={() => setVisible((visible) => !visible)}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-muted hover:text-text"
        >
          <Icon name="eye" className={`size-5 ${isVisible ? 'text-primary' : ''}`} />
        </button>
      }
    />
  );
}
