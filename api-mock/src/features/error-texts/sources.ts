/**
 * Every English message the API answers with, by group and key: the contract's wording, which stays the one
 * source of the English texts. The other languages' catalogues (locales/) translate exactly these keys.
 */
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_MESSAGES,
  CHAT_MESSAGES,
  COMPLAINT_MESSAGES,
  DATA_EXPORT_MESSAGES,
  GENERAL_MESSAGES,
  GENERIC_ERROR_MESSAGE,
  MEMBER_MESSAGES,
  PAYMENT_MESSAGES,
  REPORT_MESSAGES,
} from 'contract';
import { DIRECT_DEBIT_FIELD_MESSAGES } from '../direct-debit/validation.js';
import { SCHEMA_MESSAGES } from './schema-messages.js';

// The direct-debit form's own field messages (the others it uses are the payment messages).
const { invalidCharacters, tooShort, tooLong, zipInvalid } = DIRECT_DEBIT_FIELD_MESSAGES;

export const ERROR_TEXT_SOURCES = {
  general: { ...GENERAL_MESSAGES, internal: GENERIC_ERROR_MESSAGE },
  account: ACCOUNT_MESSAGES,
  accountDeletion: ACCOUNT_DELETION_MESSAGES,
  members: MEMBER_MESSAGES,
  chat: CHAT_MESSAGES,
  payment: PAYMENT_MESSAGES,
  directDebit: { invalidCharacters, tooShort, tooLong, zipInvalid },
  dataExport: DATA_EXPORT_MESSAGES,
  complaint: COMPLAINT_MESSAGES,
  report: REPORT_MESSAGES,
  schema: SCHEMA_MESSAGES,
} as const;

type Sources = typeof ERROR_TEXT_SOURCES;

/** A language's translation of every source message, `{placeholder}` for placeholder. */
export type ErrorTextCatalogue = { [Group in keyof Sources]: Record<keyof Sources[Group], string> };
