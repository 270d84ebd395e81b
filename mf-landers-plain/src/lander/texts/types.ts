import type { LanderName } from '../landers';

export interface LanderCopy {
  /** The small line above the headline, after the site's name. */
  kicker: string;
  headline: string;
  tagline: string;
}

/** Every word this remote shows, in one language. `{{site}}` and `{{age}}` are filled in when rendering. */
export interface LanderTexts {
  landers: Record<LanderName, LanderCopy>;
  signup: string;
  haveAccount: string;
  login: string;
  /** Label of the three points; with {{site}}. */
  pointsLabel: string;
  points: readonly [string, string, string];
  /** With {{age}}. */
  ageNotice: string;
  /**
   * The fictional-profile disclosure where the site's own (settings.fictional_warning) is in another
   * language than the page; with {{site}}.
   */
  fictional: string;
  /** Real members' faces at the top of the server page. */
  people: {
    /** The list's name. */
    label: string;
    /** A photo's text alternative; with {{name}}. */
    photoAlt: string;
    /** Name and age on the photo; with {{name}} and {{age}}. */
    nameAge: string;
    /** What a face's link does; with {{name}} and {{age}}. */
    meet: string;
    /** The label on a fictional member's photo (where the site's own word is not in the page's language). */
    fictional: string;
  };
  footer: {
    label: string;
    terms: string;
    privacy: string;
    cookies: string;
    faq: string;
    service: string;
  };
}
