/**
 * What a visitor typed into a server-drawn page before the shell took it over: the shell draws the page
 * afresh, so the values (and the focus) move to the fields of the same name in the new drawing.
 */
export interface TypedField {
  name: string;
  value: string;
  focused: boolean;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_FIELDS =
  'input[name]:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), textarea[name]';

export function readTypedFields(container: HTMLElement): TypedField[] {
  return [...container.querySelectorAll<Field>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ name: field.name, value: field.value, focused: field === document.activeElement }));
}

/**
 * Puts the values into the new drawing's empty fields of the same name, through the element's own value
 * setter and an input event, so the page's state follows as if the visitor had typed them there.
 */
export function restoreTypedFields(container: HTMLElement, typed: readonly TypedField[]): void {
  for (const { name, value, focused } of typed) {
    const field = [...container.querySelectorAll<Field>(TEXT_FIELDS)].find((each) => each.name === name);
    if (!field || field.value !== '') continue;
    const prototype =
      field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (focused) field.focus();
  }
}
