import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { useRef, useState } from 'react';
import { useCommitTypedEarly } from './use-commit-typed-early';
import { fieldSlotRecipe } from '@/components/slot-recipes';
import { FieldMessage } from '@/components/FieldMessage';

type Props = {
  name: string;
  label: string;
  value: string;
  /** SPEC §9: text inputs commit on blur (forms also commit every field on submit). */
  onCommit: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  type?: string;
  autoComplete?: string;
};

/** A labelled text input with its validation message; it keeps what was typed. */
export function TextField({
  name,
  label,
  value,
  onCommit,
  error,
  required,
  type = 'text',
  autoComplete,
}: Props) {
  // Once a message has shown, its line stays reserved: a blur that clears it on the press of a
  // button below must not move that button away before the click lands.
  const [messageLine, setMessageLine] = useState(false);
  if (error && !messageLine) setMessageLine(true);
  const input = useRef<HTMLInputElement>(null);
  useCommitTypedEarly(input, value, onCommit);
  return (
    <Field.Root recipe={fieldSlotRecipe} required={required} invalid={!!error}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        ref={input}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={value}
        // Only a change commits: Tab passing through a field keeps its message.
        onBlur={(event) => {
          if (event.target.value !== value) onCommit(event.target.value);
        }}
      />
      <FieldMessage>{error}</FieldMessage>
      {!error && messageLine ? <Box aria-hidden="true" height="4" /> : null}
    </Field.Root>
  );
}

/** Every named field of a submitted form, for committing what is still being typed. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]),
  );
}
