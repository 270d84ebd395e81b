import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LanderMember } from 'contract';
import { FaceMosaic, FaceMosaicPlaceholders, useUiText, type FaceMosaicLink } from 'shared-ui';
import { capitalized, fictionalTerms, localeAtom, settingsAtom } from 'shared-ui/kernel';

/** How wide a face is drawn, for the browser's choice from srcset: a third of a phone, a tile beside the copy. */
const FACE_SIZES = '(min-width: 768px) 180px, 34vw';
/** The large first face: two thirds of a phone's width, two tiles beside the copy. */
const LEAD_FACE_SIZES = '(min-width: 768px) 370px, 66vw';

const Warning = styled.p`
  max-width: 40em;
  margin: ${({ theme }) => theme.space.md}px auto 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface HomeFacesProps {
  people: LanderMember[];
  /** Where a face leads (the signup), or nowhere where visitors may not sign up. */
  link: FaceMosaicLink | null;
}

/**
 * The faces of the visitors' home, the landers' mosaic: real members of the site as a visitor may see them
 * (their main photo), with first name and age, each a way into the signup. Fictional members are labelled on
 * their photo (the site's warning beside them: FictionalFacesWarning), as everywhere fictional profiles are
 * shown.
 */
export function HomeFaces({ people, link }: HomeFacesProps) {
  const { t } = useTranslation('shell');
  const text = useUiText();
  const terms = fictionalTerms(useAtomValue(settingsAtom), useAtomValue(localeAtom));
  return (
    <FaceMosaic
      people={people}
      link={link}
      sizes={{ lead: LEAD_FACE_SIZES, face: FACE_SIZES }}
      data={{ 'data-home-faces': '' }}
      texts={{
        label: t('home.facesLabel'),
        name: (member) => t('home.faceName', { name: member.name, age: member.age }),
        photoAlt: (member) => t('home.facePhotoAlt', { name: member.name }),
        meet: (member) => t('home.meet', { name: member.name, age: member.age }),
        fictional: terms.singular ? capitalized(terms.singular) : text.fictional.label,
      }}
    />
  );
}

/**
 * The site's warning about fictional profiles, where one of the faces is one (each is labelled on its
 * photo): said once, under the call to action, so the faces and the headline stay together on a phone.
 */
export function FictionalFacesWarning({ people }: { people: LanderMember[] }) {
  const text = useUiText();
  const terms = fictionalTerms(useAtomValue(settingsAtom), useAtomValue(localeAtom));
  if (!people.some((member) => member.fictional)) return null;
  return <Warning role="note">{terms.warning ?? text.fictional.warning}</Warning>;
}

/** While the faces are asked for (a visit that did not start here): their boxes, so nothing moves after. */
export function FacePlaceholders() {
  return <FaceMosaicPlaceholders data={{ 'data-home-faces': 'loading' }} />;
}
