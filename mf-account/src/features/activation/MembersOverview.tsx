import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'shared-ui/router';
import { Avatar, Badge, LinkButton, media } from 'shared-ui';
import {
  capitalized,
  fictionalTerms,
  hasRoute,
  pathTo,
  photoUrl,
  searchMembers,
  settingsAtom,
  type MemberCard,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { CardStack, CardTitle } from './SignupProfileCard';

/** Members shown: two rows of three on a phone, one row of six from the md breakpoint. */
const SHOWN = 6;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }

  a {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    min-width: 0;
    text-align: center;
    text-decoration: none;
  }

  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A first look at members of the new member's country (search's own order), each a link to the profile. */
export function MembersOverview({ country }: { country: string }) {
  const { t, i18n } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const [members, setMembers] = useState<MemberCard[] | null>(null);

  useEffect(() => {
    let current = true;
    searchMembers({ country, num: SHOWN }).then(
      (answer) => current && setMembers(answer.profiles.slice(0, SHOWN)),
      () => current && setMembers([]),
    );
    return () => {
      current = false;
    };
  }, [country]);

  const term = fictionalTerms(settings, i18n.language).singular;
  const fictionalLabel = term ? capitalized(term) : t('activateDone.members.fictional');
  // Shown once there are members to show: the last card, so its arrival moves nothing above it.
  if (!hasRoute('members') || !members || members.length === 0) return null;
  return (
    <CardStack as="section" aria-labelledby="activate-done-members">
      <CardTitle id="activate-done-members">{t('activateDone.members.title')}</CardTitle>
      <Tiles>
        {members.map((member) => (
          <li key={member.id}>
            <Link to={pathTo('members-id', { id: member.id })}>
              <Avatar
                name={member.name}
                size="lg"
                src={
                  member.main_image && settings
                    ? photoUrl(settings.cdn_prefix, member.main_image.thumb_filename)
                    : undefined
                }
                decorative
              />
              <span>{t('activateDone.members.nameAge', { name: member.name, age: member.age })}</span>
              {member.fictional && <Badge tone="warning">{fictionalLabel}</Badge>}
            </Link>
          </li>
        ))}
      </Tiles>
      <LinkButton to={pathTo('members')} variant="outline">
        {t('activateDone.members.action')}
      </LinkButton>
    </CardStack>
  );
}
