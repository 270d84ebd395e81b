/**
 * The profile value lists, as the slugs the API stores. Labels are i18n keys under
 * `values.<list>.<slug>`; interests come from GET /api/interests.php (the list below is only the
 * fallback when that call fails, so the step stays usable).
 */
// The API's value lists (shared constants), so the client offers exactly what the server accepts.
export {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
} from 'shared-ui/kernel';
