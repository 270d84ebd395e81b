import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from 'shared-ui';
import { GENDERS, localeAtom, NAME_MAX_LENGTH, SEXUALITIES, type User } from 'shared-ui/kernel';
import { namespace } from '../../../app/translations';
import { ProfileSection } from '../ProfileSection';
import { useSectionEditor } from '../useSectionEditor';
import { Facts } from './Facts';
import { Pair } from './Pair';

const FIELDS = ['name', 'date_of_birth', 'gender', 'sexuality'] as const;

/** 'YYYY-MM-DD' as the reader writes a date; the day itself, whatever the reader's time zone. */
function dateText(isoDate: string, locale: string): string {
  if (!isoDate) return '';
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Username, date of birth (others see the age only), gender and sexuality. */
export function BasicsSection({ user }: { user: User }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const editor = useSectionEditor(user, FIELDS);
  const { saved, values, errors, set } = editor;
  const choose = t('ownProfile.fields.choose');
  return (
    <ProfileSection
      title={t('ownProfile.sections.basics')}
      editor={editor}
      view={
        <Facts
          facts={[
            { label: t('ownProfile.edit.name'), value: saved.name },
            { label: t('ownProfile.edit.dateOfBirth'), value: dateText(saved.date_of_birth, locale) },
            {
              label: t('ownProfile.fields.gender'),
              value: saved.gender ? t(`ownProfile.values.gender.${saved.gender}`) : '',
            },
            {
              label: t('ownProfile.fields.sexuality'),
              value: saved.sexuality ? t(`ownProfile.values.sexuality.${saved.sexuality}`) : '',
            },
          ]}
        />
      }
      form={
        <>
          <Pair>
            <TextField
              label={t('ownProfile.edit.name')}
              autoComplete="nickname"
              maxLength={NAME_MAX_LENGTH}
              required
              value={values.name}
              onChange={set('name')}
              error={errors.name}
            />
            <TextField
              label={t('ownProfile.edit.dateOfBirth')}
              type="date"
              autoComplete="bday"
              required
              hint={t('ownProfile.edit.dateOfBirthHint')}
              value={values.date_of_birth}
              onChange={set('date_of_birth')}
              error={errors.date_of_birth}
            />
          </Pair>
          <Pair>
            <SelectField
              label={t('ownProfile.fields.gender')}
              placeholder={choose}
              value={values.gender}
              onChange={set('gender')}
              error={errors.gender}
              options={GENDERS.map((value) => ({ value, label: t(`ownProfile.values.gender.${value}`) }))}
            />
            <SelectField
              label={t('ownProfile.fields.sexuality')}
              placeholder={choose}
              value={values.sexuality}
              onChange={set('sexuality')}
              error={errors.sexuality}
              options={SEXUALITIES.map((value) => ({
                value,
                label: t(`ownProfile.values.sexuality.${value}`),
              }))}
            />
          </Pair>
        </>
      }
    />
  );
}
