import { BusyButton, type BusyButtonProps } from './BusyButton';

/**
 * A form's submit button. Pressing it does not take focus from the field being typed in: the
 * field's blur would commit it and clear its message, the layout would shift, and the press
 * could land beside the moved button. The form's submit handler commits every field anyway.
 * `busy` while the form is sent (never disabled then: see `BusyButton`).
 */
export function SubmitButton(props: BusyButtonProps) {
  return (
    <BusyButton
      type="submit"
      colorPalette="green"
      onMouseDown={(event) => event.preventDefault()}
      {...props}
    />
  );
}
