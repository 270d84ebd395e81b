/**
 * What a visitor typed into a server-drawn page before the shell took it over: the shell draws the page
 * afresh, so the values (and the focus) move to the fields of the same name in the new drawing.
 */
export interface TypedField {
  name: string;
  value: string;
  focused: boolean;
  /** A radio chosen (its value), rather than text typed. */
  choice?: true;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_FIELDS =
  'input[name]:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), textarea[name]';

// A one-tap choice (the signup's 'I am' pills) counts as typed too: it is carried over by a click.
const CHOICES = 'input[type=radio][name]';

export function readTypedFields(container: HTMLElement): TypedField[] {
  const texts = [...container.querySelectorAll<Field>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ name: field.name, value: field.value, focused: field === document.activeElement }));
  const choices = [...container.querySelectorAll<HTMLInputElement>(CHOICES)]
    .filter((choice) => choice.checked && !choice.defaultChecked)
    .map((choice) => ({
      name: choice.name,
      value: choice.value,
      focused: choice === document.activeElement,
      choice: true as const,
    }));
  return [...texts, ...choices];
}

/**
 * Puts the values into the new drawing's empty fields of the same name, through the element's own value
 * setter and an input event, so the page's state follows as if the visitor had typed them there.
 */
export function restoreTypedFields(container: HTMLElement, typed: readonly TypedField[]): void {
  for (const { name, value, focused, choice } of typed) {
    if (choice) {
      const radio = [...container.querySelectorAll<HTMLInputElement>(CHOICES)].find(
        (each) => each.name === name && each.value === value,
      );
      // A click, as the visitor's own: the page's state follows (and nothing is unchosen that was chosen).
      if (radio && !radio.checked) radio.click();
      if (radio && focused) radio.focus();
      continue;
    }
    const field = [...container.querySelectorAll<Field>(TEXT_FIELDS)].find((each) => each.name === name);
    if (!field || field.value !== '') continue;
    const prototype =
      field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (focused) field.focus();
  }
}
