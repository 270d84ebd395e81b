import { useTranslation } from 'react-i18next';
import { parseRegistration, textNamespace } from 'shared-ui/kernel';
import fixture from './registration.json';

/** The fixture's page: its title, from the texts its registration brings. */
export default function WhatsNewPage() {
  const { t } = useTranslation(textNamespace(parseRegistration(fixture)));
  return <h1>{t('titles.whats-new')}</h1>;
}
