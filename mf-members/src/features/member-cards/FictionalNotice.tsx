import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert } from 'shared-ui';
import { settingsAtom, capitalized, fictionalTerms } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

export interface FictionalNoticeProps {
  /** 'singular' on a profile, 'plural' above a list with fictional profiles in it. */
  form: 'singular' | 'plural';
}

/**
 * The site's fictional-profile warning (settings fictional_warning), titled with its singular or plural
 * term; the app's words where the interface speaks another language than the site's texts. A note rather than an alert: it is there on load and must not interrupt a screen reader.
 */
export function FictionalNotice({ form }: FictionalNoticeProps) {
  const { t, i18n } = useTranslation(namespace);
  const terms = fictionalTerms(useAtomValue(settingsAtom), i18n.language);
  const term = terms[form];
  const title = term ? capitalized(term) : t(form === 'singular' ? 'fictional.label' : 'fictional.plural');
  return (
    <Alert tone="warning" role="note" title={title}>
      <p>{terms.warning ?? t('fictional.warning')}</p>
    </Alert>
  );
}
