import { describeTranslations } from 'shared-ui/testing';
import { loadTranslations, namespace } from '../app/translations';
import en from './en.json';

describeTranslations(namespace, en, loadTranslations);
