import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useToast } from 'shared-ui';
import { settingsAtom, userAtom, type User } from 'shared-ui/kernel';
import { describeAccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { saveProfile } from './profile-api';
import { fieldErrors } from './profile-errors';
import { changesOf, valuesOf, type DetailsField, type DetailsValues } from './profile-values';

export interface SectionEditor {
  editing: boolean;
  saved: DetailsValues;
  values: DetailsValues;
  errors: Record<string, string>;
  failure: string | null;
  saving: boolean;
  /** Counts failed saves: each one reveals the section's first problem. */
  attempt: number;
  start: () => void;
  cancel: () => void;
  /** A change handler for an input or select of one field. */
  set: (name: DetailsField) => (event: { target: { value: string } }) => void;
  update: (change: Partial<DetailsValues>) => void;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * The state of one section of the own profile: read-only until the member asks to edit it, then its own form
 * that saves only the section's fields and keeps its problems to itself.
 */
export function useSectionEditor(user: User, fields: readonly DetailsField[]): SectionEditor {
  const { t } = useTranslation(namespace);
  const setUser = useSetAtom(userAtom);
  const minimumAge = useAtomValue(settingsAtom)?.minimum_age ?? 18;
  const { toast } = useToast();
  const saved = useMemo(() => valuesOf(user), [user]);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<DetailsValues>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);

  const clearProblems = () => {
    setErrors({});
    setFailure(null);
  };

  const start = () => {
    setValues(saved);
    clearProblems();
    setEditing(true);
  };

  const cancel = () => {
    clearProblems();
    setEditing(false);
  };

  const update = (change: Partial<DetailsValues>) => setValues((previous) => ({ ...previous, ...change }));

  const set = (name: DetailsField) => (event: { target: { value: string } }) =>
    update({ [name]: event.target.value, ...(name === 'country' ? { region: '' } : {}) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    clearProblems();
    const changes = changesOf(saved, values, fields);
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      setUser(await saveProfile(changes));
      setEditing(false);
      toast({ tone: 'success', message: t('ownProfile.edit.saved') });
    } catch (error) {
      const fieldProblems = await fieldErrors(error, t, minimumAge);
      if (fieldProblems) {
        setErrors(fieldProblems);
        setFailure(t('ownProfile.edit.checkFields'));
      } else {
        setFailure((await describeAccountError(error, t)).message);
      }
      setAttempt((count) => count + 1);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return { editing, saved, values, errors, failure, saving, attempt, start, cancel, set, update, submit };
}
