import { readTypedFields, restoreTypedFields } from './typedFields';

it('moves what the visitor typed, and the focus, into the fields of the same name of the new drawing', () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML =
    '<form><input name="email" type="email"><input name="name" value="given"><input name="password" type="password"><textarea name="signup_message"></textarea></form>';
  const [email, , password, message] = [...container.querySelectorAll<HTMLInputElement>('input, textarea')];
  email!.value = 'kim@example.com';
  message!.value = 'Hello';
  password!.focus();
  password!.value = 'secret horse';
  const typed = readTypedFields(container);
  expect(typed).toEqual([
    { name: 'email', value: 'kim@example.com', focused: false },
    { name: 'password', value: 'secret horse', focused: true },
    { name: 'signup_message', value: 'Hello', focused: false },
  ]);

  // The shell's drawing: the same fields, new elements; one already holds a value of its own.
  container.innerHTML =
    '<form><input name="email" type="email"><input name="password" type="password"><textarea name="signup_message">Hi</textarea></form>';
  const inputs: string[] = [];
  container.addEventListener('input', (event) => inputs.push((event.target as HTMLInputElement).name));
  restoreTypedFields(container, typed);
  const fields = [...container.querySelectorAll<HTMLInputElement>('input, textarea')];
  expect(fields.map((field) => field.value)).toEqual(['kim@example.com', 'secret horse', 'Hi']);
  expect(inputs).toEqual(['email', 'password']);
  expect(document.activeElement).toBe(fields[1]);
  container.remove();
});

it('carries a one-tap choice over, by a click the new drawing hears', () => {
  const container = document.createElement('div');
  document.body.append(container);
  const pills =
    '<form><input type="radio" name="gender" value="male"><input type="radio" name="gender" value="female"></form>';
  container.innerHTML = pills;
  container.querySelector<HTMLInputElement>('input[value="female"]')!.checked = true;
  const typed = readTypedFields(container);
  expect(typed).toEqual([{ name: 'gender', value: 'female', focused: false, choice: true }]);

  container.innerHTML = pills;
  const clicked: string[] = [];
  container.addEventListener('click', (event) => clicked.push((event.target as HTMLInputElement).value));
  restoreTypedFields(container, typed);
  expect(container.querySelector<HTMLInputElement>('input[value="female"]')!.checked).toBe(true);
  expect(clicked).toEqual(['female']);
  container.remove();
});
