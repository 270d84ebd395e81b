import { describeRemoteRegistration } from 'shared-ui/testing';
import { registration } from './register';
import de from '../i18n/de.json';

/** The routes of the product that mf_chat owns. */
const OWNED_ROUTES = ['chats', 'chats-id', 'likes', 'likes-type', 'members-id-chat'];

describeRemoteRegistration(registration, { app: 'mf_chat', namespace: 'chat', routes: OWNED_ROUTES, de });
